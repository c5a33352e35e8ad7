import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, RefreshCw, Sparkles } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Child } from "../../../shared/api/children";
import type { MissionSuggestionView, Sticker } from "../../../shared/api/missions";
import { DIFFICULTY_LABELS } from "../../../shared/constants";
import {
  defaultMissionTitle,
  MISSION_MODES,
  MISSION_PRESETS,
  type MissionMode,
} from "../../../shared/engagement/mission-presets";
import { missionReach, questionTypeChoices } from "../../../shared/engagement/mission-reach";
import { missionFormFor, type MissionFormValues } from "../../../shared/forms/mission-form";
import { MODE_LABELS, QUESTION_TYPE_LABELS } from "../../../shared/game/modes";
import { messages, productMessages } from "../../../shared/messages";
import { api } from "../../api";
import { ApiError } from "../../api-error";
import { childrenRoutes, missionsRoutes } from "../../api-routes";
import { Alert } from "../../components/ui/alert";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { useApiForm } from "../../forms/use-api-form";
import { localStore } from "../../local-store";
import { queryKeys } from "../../queries/keys";
import { missionKeys, useFamilyMissions, useStickers, useSuggestion } from "./queries";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { WeeklyWinsCard } from "./weekly-wins-card";
import { ActiveMission } from "./active-mission";

/** Set once the parent has skipped the quick setup or sent a first mission. */
const QUICK_SETUP_KEY = "ms-coach-quick-setup-done";
const RELOAD_AFTER_SEND_MS = 1_000;

const TYPE_LABELS: Record<string, string> = { all: "All question types", ...QUESTION_TYPE_LABELS };

const blank = (): MissionFormValues => ({
  game_mode_target: "",
  challenge_name: "",
  challenge_description: "",
  score_target: "",
  question_type_target: "all",
  tables: "",
  reward_type: "digital_sticker",
  reward_text: "",
  digital_reward_id: "",
  focus_area: "",
  ai_suggested: "false",
});

const fromSuggestion = (s: MissionSuggestionView): MissionFormValues => ({
  ...blank(),
  game_mode_target: s.game_mode_target,
  challenge_name: s.challenge_name,
  challenge_description: s.challenge_description,
  score_target: s.score_target === null ? "" : String(s.score_target),
  question_type_target: s.question_type_target,
  tables: s.tables.join(","),
  focus_area: s.focus_area,
  ai_suggested: s.source === "ai" ? "true" : "false",
});

/** Thrown by the send when the child already has a mission, so the replace dialog opens instead. */
class ReplaceFirst extends Error {}

/** Parent Coach Mode (docs/product/gameplay.md#coach-mode): choose a child, see their week, edit the suggestion, send. */
export function CoachMode() {
  const children = useQuery({ queryKey: queryKeys.children.all, queryFn: () => api(childrenRoutes.listChildren) });
  const missions = useFamilyMissions();
  const stickers = useStickers();
  const [childId, setChildId] = useState<string | null>(null);
  // The page is never pre-rendered, so the browser's storage is there to read at once.
  const [quickSetup, setQuickSetup] = useState(() => localStore.get(QUICK_SETUP_KEY) !== "1");
  const finishQuickSetup = () => {
    localStore.set(QUICK_SETUP_KEY, "1");
    setQuickSetup(false);
  };

  if (children.isPending || missions.isPending) return <Spinner label="Loading Coach Mode" />;
  if (children.isError || missions.isError) return <Alert tone="error">{messages.loadChallengeDataFailed}</Alert>;
  const kids = children.data.children;
  const activeByChild = new Map(missions.data.missions.map((m) => [m.child_id, m]));
  const selected = kids.find((k) => k.id === childId) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-3">
        <h2 className="text-xl font-bold text-ink">Select Child</h2>
        {kids.length === 0 && <p className="text-ink-soft">Add a child on your dashboard to set a mission.</p>}
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {kids.map((kid) => (
            <li key={kid.id}>
              <button
                type="button"
                aria-pressed={kid.id === childId}
                onClick={() => setChildId(kid.id)}
                className={`flex w-full flex-col items-start gap-1 rounded-2xl p-4 text-left ring-2 ${
                  kid.id === childId ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-200 hover:ring-brand-200"
                }`}
              >
                <span className="text-lg font-bold text-ink">{kid.name}</span>
                <span className="text-ink-soft">{DIFFICULTY_LABELS[kid.difficulty_level]}</span>
                {activeByChild.has(kid.id) && (
                  <span className="rounded-full bg-sun-300 px-2 py-0.5 text-sm font-semibold text-ink">
                    Active Mission
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </Card>
      {selected && (
        <>
          <WeeklyWinsCard childId={selected.id} />
          <ActiveMission
            key={`active-${selected.id}`}
            mission={activeByChild.get(selected.id)}
            childName={selected.name}
            level={selected.difficulty_level}
          />
          <MissionComposer
            key={selected.id}
            child={selected}
            activeMissionId={activeByChild.get(selected.id)?.id ?? null}
            stickers={stickers.data?.stickers ?? []}
            quickSetup={quickSetup}
            onSent={finishQuickSetup}
          />
        </>
      )}
      <Dialog
        open={quickSetup && kids.length > 0 && childId === null}
        onOpenChange={(open) => !open && finishQuickSetup()}
        title="Your First Challenge"
        description="Set a mission in three quick steps."
      >
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink">
          <li>Choose a child: the coach suggests a mission from their own games.</li>
          <li>Change anything you like: game mode, target, title.</li>
          <li>Pick a reward (a sticker or your own treat) and send it.</li>
        </ol>
        <div className="mt-4 flex flex-wrap gap-2">
          {kids.map((kid) => (
            <Button key={kid.id} onClick={() => setChildId(kid.id)}>
              Start with {kid.name}
            </Button>
          ))}
          <Button variant="ghost" onClick={finishQuickSetup}>
            Skip
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function MissionComposer({
  child,
  activeMissionId,
  stickers,
  quickSetup,
  onSent,
}: {
  child: Child;
  activeMissionId: string | null;
  stickers: Sticker[];
  quickSetup: boolean;
  onSent: () => void;
}) {
  const client = useQueryClient();
  const suggestion = useSuggestion(child.id);
  const formRef = useRef<HTMLFormElement>(null);
  const replaceConfirmed = useRef(false);
  const [replaceOpen, setReplaceOpen] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const definition = useMemo(() => missionFormFor(child.difficulty_level), [child.difficulty_level]);
  const form = useApiForm({
    initial: blank(),
    definition,
    send: (body) => {
      if (activeMissionId !== null && !replaceConfirmed.current) return Promise.reject(new ReplaceFirst());
      return api(missionsRoutes.sendMission, { params: { childId: child.id }, body });
    },
    onSent: () => {
      replaceConfirmed.current = false;
      onSent();
      setTimeout(() => void client.invalidateQueries({ queryKey: missionKeys.all }), RELOAD_AFTER_SEND_MS);
    },
    failure: (error) => {
      if (error instanceof ReplaceFirst || (error instanceof ApiError && error.code === "mission_active")) {
        setReplaceOpen(true);
        return null;
      }
      // Refused as more than the child's level allows: the level may have changed meanwhile, so read it again.
      if (error instanceof ApiError && error.code === "mission_impossible") {
        void client.invalidateQueries({ queryKey: queryKeys.children.all });
      }
      return error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0
        ? error.message
        : messages.sendMissionFailed;
    },
    fallback: messages.sendMissionFailed,
  });
  const { reset } = form;
  useEffect(() => {
    if (suggestion.data) reset(fromSuggestion(suggestion.data.suggestion));
  }, [suggestion.data, reset]);

  const clearAndSend = async () => {
    setClearing(true);
    setClearError(null);
    try {
      const current =
        activeMissionId ?? (await api(missionsRoutes.activeMission, { params: { childId: child.id } })).mission?.id;
      if (current) await api(missionsRoutes.archiveMission, { params: { missionId: current } });
      replaceConfirmed.current = true;
      setReplaceOpen(false);
      formRef.current?.requestSubmit();
    } catch {
      setClearError(messages.clearMissionFailed);
    } finally {
      setClearing(false);
    }
  };

  if (form.sent) {
    return (
      <Card className="flex flex-col items-start gap-3" role="status">
        <p className="flex items-center gap-2 text-lg font-bold text-mint-700">
          <CheckCircle2 aria-hidden /> {messages.missionSent}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() =>
              // A fresh suggestion fills the form again (the same one as before, if the games have not changed).
              void suggestion.refetch().then((r) => form.reset(r.data ? fromSuggestion(r.data.suggestion) : blank()))
            }
          >
            Send Another Mission
          </Button>
          <ButtonLink to="/parent/dashboard" variant="secondary">
            Go to Dashboard
          </ButtonLink>
        </div>
      </Card>
    );
  }

  const v = form.values;
  const mode = (MISSION_MODES as readonly string[]).includes(v.game_mode_target)
    ? (v.game_mode_target as MissionMode)
    : null;
  const preset = mode ? MISSION_PRESETS[mode] : null;
  // What the chosen mode asks at this child's level: the form offers nothing else.
  const reach = mode ? missionReach(mode, child.difficulty_level) : null;
  const typeChoices = reach ? questionTypeChoices(reach) : [];
  const written = suggestion.data?.suggestion;
  /**
   * Changes what the mission asks. The coach's words were written for the
   * coach's own mission: once it asks something else they go (its description
   * on any change, its title and focus when the mode, question type or tables
   * change), unless the parent has already made them their own.
   */
  const setCriteria = (
    changes: Partial<Pick<MissionFormValues, "game_mode_target" | "score_target" | "question_type_target" | "tables">>,
  ) => {
    const next: MissionFormValues = { ...v, ...changes };
    for (const [field, value] of Object.entries(changes)) form.setValue(field, value);
    if (!written) return;
    const coach = fromSuggestion(written);
    const same = (field: "game_mode_target" | "score_target" | "question_type_target" | "tables") =>
      next[field] === coach[field];
    const sameKind = same("game_mode_target") && same("question_type_target") && same("tables");
    if (sameKind && same("score_target")) return;
    if (v.challenge_description === coach.challenge_description) form.setValue("challenge_description", "");
    if (!sameKind) {
      if (v.challenge_name === coach.challenge_name) form.setValue("challenge_name", "");
      if (v.focus_area === coach.focus_area) form.setValue("focus_area", "");
      form.setValue("ai_suggested", "false");
    }
  };
  const sendDisabled =
    form.busy ||
    suggestion.isFetching ||
    mode === null ||
    (v.reward_type === "custom_text" && v.reward_text.trim() === "") ||
    (v.reward_type === "digital_sticker" && v.digital_reward_id === "");

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
          <Sparkles aria-hidden className="text-sun-400" />
          {quickSetup
            ? "Your First Challenge"
            : suggestion.data?.suggestion.source === "ai"
              ? "AI Challenge Suggestion"
              : "Challenge Suggestion"}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void suggestion.refetch()} disabled={suggestion.isFetching}>
          <RefreshCw aria-hidden size={16} /> New suggestion
        </Button>
      </div>
      {suggestion.isFetching && <p className="text-ink-soft">Thinking about {child.name}&apos;s games...</p>}
      {suggestion.isError && <Alert tone="error">{messages.newSuggestionFailed}</Alert>}
      {suggestion.data && (
        <p className="text-ink-soft" data-testid="suggestion-focus">
          Focus: {suggestion.data.suggestion.focus_area}
        </p>
      )}
      {suggestion.data && (
        <p className="text-sm text-ink-soft" data-testid="suggestion-source">
          {suggestion.data.suggestion.source === "ai"
            ? productMessages.suggestionByAi
            : productMessages.suggestionByCoach}
        </p>
      )}
      <form ref={formRef} {...form.formProps} className="flex flex-col gap-4" aria-label={`Mission for ${child.name}`}>
        <div className="flex flex-col gap-1">
          <label htmlFor="mission-mode" className="font-semibold text-ink">
            Game mode
          </label>
          <select
            id="mission-mode"
            required
            className="min-h-12 rounded-xl border-2 border-slate-300 bg-white px-3 text-lg"
            value={v.game_mode_target}
            onChange={(e) => {
              const next = MISSION_MODES.find((m) => m === e.target.value);
              if (next === undefined) {
                form.setValue("game_mode_target", "");
                return;
              }
              // Keep only what the new mode still asks at the child's level.
              const nextReach = missionReach(next, child.difficulty_level);
              const choices = questionTypeChoices(nextReach);
              const type = v.question_type_target as (typeof choices)[number];
              const ticked = v.tables === "" ? [] : v.tables.split(",").map(Number);
              const target = MISSION_PRESETS[next].defaultScoreTarget;
              setCriteria({
                game_mode_target: next,
                question_type_target: choices.includes(type) ? type : (choices[0] ?? "all"),
                tables: ticked.filter((t) => nextReach.tables.includes(t)).join(","),
                score_target: target === null ? "" : String(target),
              });
            }}
          >
            <option value="">Choose a game mode</option>
            {MISSION_MODES.map((m) => (
              <option key={m} value={m}>
                {MODE_LABELS[m]}
              </option>
            ))}
          </select>
          {form.fields.game_mode_target && <p className="text-berry-600">{form.fields.game_mode_target}</p>}
        </div>
        <TextField
          label="Title"
          placeholder={mode ? defaultMissionTitle(MODE_LABELS[mode]) : "Mission title"}
          maxLength={80}
          {...form.field("challenge_name")}
          error={form.fields.challenge_name}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="mission-description" className="font-semibold text-ink">
            Description
          </label>
          <textarea
            id="mission-description"
            rows={3}
            maxLength={500}
            className="rounded-xl border-2 border-slate-300 bg-white px-3 py-2"
            {...form.field("challenge_description")}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Target Correct Answers (optional)"
            inputMode="numeric"
            value={v.score_target}
            onChange={(e) => setCriteria({ score_target: e.target.value.replace(/[^0-9]/g, "").slice(0, 4) })}
            {...(reach && { hint: `From 1 to ${reach.maxScore} in this game` })}
            error={form.fields.score_target}
          />
          <TextField
            label="Time limit"
            readOnly
            value={
              preset === null
                ? ""
                : preset.timeLimitSeconds === null
                  ? "No time limit"
                  : `${preset.timeLimitSeconds} seconds`
            }
            hint="Set by the game mode"
          />
        </div>
        {reach && (
          <div className="flex flex-col gap-1">
            <label htmlFor="mission-type" className="font-semibold text-ink">
              Question type
            </label>
            <select
              id="mission-type"
              className="min-h-12 rounded-xl border-2 border-slate-300 bg-white px-3 text-lg"
              aria-describedby="mission-type-hint"
              value={v.question_type_target}
              onChange={(e) => setCriteria({ question_type_target: e.target.value })}
            >
              {typeChoices.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </select>
            <p id="mission-type-hint" className="text-sm text-ink-soft">
              What the {mode && MODE_LABELS[mode]} asks at {DIFFICULTY_LABELS[child.difficulty_level]} level
            </p>
            {form.fields.question_type_target && <p className="text-berry-600">{form.fields.question_type_target}</p>}
          </div>
        )}
        {reach && reach.tables.length > 0 && (
          <div className="flex flex-col gap-1">
            <CheckboxGroup
              legend="Times tables (optional)"
              options={reach.tables}
              labelOf={(table) => `${table}×`}
              layout="chips"
              value={v.tables}
              onChange={(tables) => setCriteria({ tables })}
            />
            {form.fields.tables && <p className="text-berry-600">{form.fields.tables}</p>}
          </div>
        )}
        {reach && reach.tables.length === 0 && v.tables !== "" && form.fields.tables && (
          <p className="text-berry-600">{form.fields.tables}</p>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold text-ink">Reward</legend>
          <div className="flex flex-wrap gap-4">
            <label className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="reward_type"
                checked={v.reward_type === "digital_sticker"}
                onChange={() => form.setValue("reward_type", "digital_sticker")}
              />
              Digital sticker
            </label>
            <label className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="reward_type"
                checked={v.reward_type === "custom_text"}
                onChange={() => form.setValue("reward_type", "custom_text")}
              />
              Custom reward
            </label>
          </div>
          {v.reward_type === "custom_text" ? (
            <TextField
              label="Your reward"
              placeholder="e.g. A trip to the park"
              maxLength={200}
              {...form.field("reward_text")}
              error={form.fields.reward_text}
            />
          ) : (
            <div role="radiogroup" aria-label="Digital sticker" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
              {stickers.map((sticker) => (
                <button
                  key={sticker.id}
                  type="button"
                  role="radio"
                  aria-checked={v.digital_reward_id === sticker.id}
                  aria-label={sticker.is_premium ? `${sticker.name} (Premium)` : sticker.name}
                  onClick={() => form.setValue("digital_reward_id", sticker.id)}
                  className={`relative flex flex-col items-center gap-1 rounded-xl p-2 text-xs font-semibold ring-2 ${
                    v.digital_reward_id === sticker.id ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-200"
                  }`}
                >
                  <img src={sticker.asset_url} alt="" width={56} height={56} />
                  <span className="text-ink">{sticker.name}</span>
                  {sticker.is_premium && (
                    <span className="rounded-full bg-sun-300 px-1.5 text-[0.7rem] text-ink">Premium</span>
                  )}
                </button>
              ))}
            </div>
          )}
          {form.fields.digital_reward_id && <p className="text-berry-600">{form.fields.digital_reward_id}</p>}
        </fieldset>
        {form.message && <Alert tone="error">{form.message}</Alert>}
        <Button type="submit" size="lg" disabled={sendDisabled} busy={form.busy}>
          Send Mission
        </Button>
      </form>
      <Dialog
        open={replaceOpen}
        onOpenChange={setReplaceOpen}
        title="Active mission found"
        description={`${child.name} already has an active mission. Clear it and send this one instead?`}
      >
        {clearError && <Alert tone="error">{clearError}</Alert>}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => void clearAndSend()} busy={clearing} disabled={clearing}>
            Clear and send
          </Button>
          <Button variant="secondary" onClick={() => setReplaceOpen(false)}>
            Keep the current mission
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
