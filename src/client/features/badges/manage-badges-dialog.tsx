import { Medal } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { AdminBadge } from "../../../shared/api/badge-admin";
import { BADGE_IMAGE_MAX_BYTES } from "../../../shared/constants";
import type { TriggerRule } from "../../../shared/engagement/trigger-rule";
import { badgeForm, emptyBadgeForm, FORM_TRIGGER_TYPES, RULE_FORMS } from "../../../shared/forms/badge-form";
import { SNIFF_BYTES, sniffImage } from "../../../shared/files/sniff-image";
import { GAME_MODES, MODE_LABELS, QUESTION_TYPES, QUESTION_TYPE_LABELS } from "../../../shared/game/modes";
import { messages, productMessages } from "../../../shared/messages";
import { ApiError, errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { SelectField } from "../../components/ui/select-field";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { useApiForm } from "../../forms/use-api-form";
import { BadgeImage } from "./badge-card";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { useAllBadges, useCreateBadge, useUploadBadgeImage } from "./queries";

/** The parent dashboard's Manage Badges, for admin parents: opens the badge list and creation form. */
export function ManageBadgesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Medal aria-hidden size={18} /> Manage Badges
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        wide
        title="Manage Badges"
        description="Badges you create can be earned by every child straight away."
      >
        {open && <ManageBadges />}
      </Dialog>
    </>
  );
}

function ManageBadges() {
  const badges = useAllBadges(true);
  return (
    <div className="flex flex-col gap-6">
      <CreateBadgeForm />
      <section aria-labelledby="all-badges-heading" className="flex flex-col gap-3">
        <h3 id="all-badges-heading" className="text-lg font-bold text-ink">
          All badges{badges.data ? ` (${badges.data.length})` : ""}
        </h3>
        {badges.isPending && <Spinner label="Loading badges" />}
        {badges.isError && (
          <Alert
            tone="error"
            action={
              <Button size="sm" variant="secondary" onClick={() => void badges.refetch()}>
                Retry
              </Button>
            }
          >
            {messages.errorLoadingBadges}: {errorMessage(badges.error)}
          </Alert>
        )}
        {badges.data && (
          <ul className="grid gap-2 sm:grid-cols-2">
            {badges.data.map((badge) => (
              <BadgeRow key={badge.id} badge={badge} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How a badge is earned, in words. */
function describeRule(rule: TriggerRule): string {
  const what = ((): string => {
    switch (rule.type) {
      case "session_completed":
        return `Complete ${count(rule.count, "game", "games")}`;
      case "score_percentage":
        return `Score at least ${rule.threshold}% in one game`;
      case "session_duration":
        return `Full marks in ${count(rule.max_seconds, "second", "seconds")} or less`;
      case "daily_streak":
        return `Play ${count(rule.days, "day", "days")} in a row`;
      case "shield_uses":
        return `A streak shield saves the streak ${count(rule.count, "time", "times")}`;
      case "referrals_completed":
        return `Refer ${count(rule.count, "family", "families")}`;
      case "streak":
        return `${count(rule.count, "answer", "answers")} right in a row (${QUESTION_TYPE_LABELS[rule.question_type].toLowerCase()})`;
      case "high_score_sessions":
        return `${count(rule.count, "game", "games")} scoring at least ${rule.threshold}%`;
      case "first_streak_shield":
        return "Earn a streak shield";
      case "streak_and_shield_uses":
        return `A ${rule.streak_days}-day streak and ${count(rule.shield_uses, "shield save", "shield saves")}`;
    }
  })();
  const modes =
    rule.game_modes.length === GAME_MODES.length
      ? "any game mode"
      : rule.game_modes.map((m) => MODE_LABELS[m]).join(", ");
  return `${what} (${modes})`;
}

function BadgeRow({ badge }: { badge: AdminBadge }) {
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <BadgeImage badge={badge} size="sm" />
      <div className="min-w-0">
        <p className="font-bold break-words text-ink">
          {badge.name}
          {!badge.is_active && <span className="ml-2 text-sm font-medium text-ink-soft">(retired)</span>}
        </p>
        <p className="text-sm break-words text-ink-soft">{badge.description}</p>
        <p className="text-sm break-words text-ink">{describeRule(badge.trigger_rule)}</p>
      </div>
    </li>
  );
}

interface ChosenImage {
  file: File;
  preview: string;
}

function CreateBadgeForm() {
  const ids = useId();
  const create = useCreateBadge();
  const upload = useUploadBadgeImage();
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [notSquare, setNotSquare] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  useEffect(() => () => (image ? URL.revokeObjectURL(image.preview) : undefined), [image]);

  const clearImage = () => {
    setImage(null);
    setNotSquare(false);
    setInputKey((k) => k + 1);
  };

  const form = useApiForm({
    initial: emptyBadgeForm,
    definition: badgeForm,
    send: async (body) => {
      // A file that was refused is chosen again (or none), rather than the badge made without it.
      if (imageError) throw new ApiError(400, "invalid_image", imageError);
      const { badge } = await create.mutateAsync(body);
      if (!image) return { name: badge.name, uploadError: null };
      try {
        await upload.mutateAsync({ badgeId: badge.id, bytes: new Uint8Array(await image.file.arrayBuffer()) });
        return { name: badge.name, uploadError: null };
      } catch (error) {
        return { name: badge.name, uploadError: errorMessage(error, messages.uploadImageFailed) };
      }
    },
    onSent: (result) => {
      form.reset();
      clearImage();
      setOutcome(
        result.uploadError
          ? { tone: "error", text: `${result.name} was created without its image. ${result.uploadError}` }
          : { tone: "success", text: `${result.name} was created.` },
      );
    },
    fallback: messages.createBadgeFailed,
  });

  /** The spec's checks of a chosen file (an image, under 2 MB), then the server's own: its first bytes. */
  const choose = async (file: File | undefined) => {
    setOutcome(null);
    setImageError(null);
    setNotSquare(false);
    if (!file) return clearImage();
    const refuse = (message: string) => {
      clearImage();
      setImageError(message);
    };
    if (!file.type.startsWith("image/")) return refuse(messages.selectValidImage);
    if (file.size > BADGE_IMAGE_MAX_BYTES) return refuse(messages.imageTooLarge);
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!sniffImage(head)) return refuse(messages.selectValidImage);
    setImage({ file, preview: URL.createObjectURL(file) });
  };

  const rule = RULE_FORMS[form.values.trigger_type as TriggerRule["type"]];

  return (
    <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-3">
      <h3 id={`${ids}-heading`} className="text-lg font-bold text-ink">
        Create a badge
      </h3>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <form {...form.formProps} aria-labelledby={`${ids}-heading`} className="flex flex-col gap-4">
        <TextField label="Name" maxLength={60} {...form.field("name")} error={form.fields.name} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-description`} className="font-semibold text-ink">
            Description
          </label>
          <textarea
            id={`${ids}-description`}
            rows={2}
            maxLength={200}
            aria-invalid={form.fields.description ? true : undefined}
            className="rounded-xl border-2 border-slate-300 bg-white px-3 py-2 text-ink"
            {...form.field("description")}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            id={`${ids}-trigger`}
            label="Earned for"
            options={FORM_TRIGGER_TYPES}
            labelOf={(t) => RULE_FORMS[t].label}
            {...form.field("trigger_type")}
          />
          {rule.questionType && (
            <SelectField
              id={`${ids}-question-type`}
              label="Question type"
              options={QUESTION_TYPES}
              labelOf={(t) => QUESTION_TYPE_LABELS[t]}
              {...form.field("question_type")}
            />
          )}
          {rule.numbers.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              inputMode="numeric"
              {...form.numberField(field, 6)}
              error={form.fields[field]}
            />
          ))}
        </div>
        <CheckboxGroup
          legend="Game modes that count"
          options={GAME_MODES}
          labelOf={(mode) => MODE_LABELS[mode]}
          layout="grid"
          value={form.values.game_modes}
          onChange={(modes) => form.setValue("game_modes", modes)}
          error={form.fields.game_modes}
        />
        <div className="flex flex-col gap-2">
          <label htmlFor={`${ids}-image`} className="font-semibold text-ink">
            Image (optional)
          </label>
          <input
            key={inputKey}
            id={`${ids}-image`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={`${ids}-image-hint${imageError ? ` ${ids}-image-error` : ""}`}
            aria-invalid={imageError ? true : undefined}
            className="max-w-full text-ink file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <p id={`${ids}-image-hint`} className="text-sm text-ink-soft">
            {productMessages.badgeImageRecommendation}
          </p>
          {imageError && (
            <p id={`${ids}-image-error`} role="alert" className="text-sm font-medium text-berry-600">
              {imageError}
            </p>
          )}
          {image && (
            <div className="flex items-center gap-3">
              <img
                src={image.preview}
                alt="The chosen badge art, as it will look"
                className="h-20 w-20 rounded-xl object-contain ring-1 ring-slate-200"
                onLoad={(e) => setNotSquare(e.currentTarget.naturalWidth !== e.currentTarget.naturalHeight)}
                onError={() => {
                  clearImage();
                  setImageError(messages.selectValidImage);
                }}
              />
              {notSquare && <p className="text-sm text-ink-soft">This image is not square; a square one looks best.</p>}
            </div>
          )}
        </div>
        {form.message && <Alert tone="error">{form.message}</Alert>}
        <div>
          <Button type="submit" busy={form.busy}>
            Create
          </Button>
        </div>
      </form>
    </section>
  );
}
