import { useState, type ReactNode } from "react";
import { Accessibility, ChartColumn, Crosshair, Flame, Palette, Pencil, Trash2 } from "lucide-react";
import type { ResponseOf } from "../../../shared/api/endpoint";
import type { familyProgress } from "../../../shared/api/play";
import { streakLabel } from "../../../shared/engagement/streak";
import { MODE_LABELS } from "../../../shared/game/modes";
import type { Child } from "../../../shared/api/children";
import { DIFFICULTY_LABELS } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { Avatar } from "../../components/ui/avatar";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { AccessSettingsDialog } from "./access-settings-dialog";
import { FocusTablesDialog } from "./focus-tables-dialog";
import { LevelOfferNotice } from "./level-offer-notice";
import { timeAgo } from "./time-ago";

type Progress = ResponseOf<typeof familyProgress>["children"][number];

interface Props {
  child: Child;
  /** How the child is getting on; absent while it loads. */
  progress?: Progress | undefined;
  now?: Date;
  onEdit: () => void;
  onDelete: () => void;
  /** More about the child, composed in by the page (the week's wins). */
  extra?: ReactNode;
}

export function ChildCard({ child, progress, now = new Date(), onEdit, onDelete, extra }: Props) {
  const [access, setAccess] = useState(false);
  const [focus, setFocus] = useState(false);
  return (
    <Card className="flex flex-col gap-4" data-testid="child-card">
      <div className="flex items-center gap-3">
        <Avatar avatar={child.avatar} name={child.name} />
        <div>
          <h3 className="text-xl font-bold text-ink">{child.name}</h3>
          <p className="text-ink-soft">{DIFFICULTY_LABELS[child.difficulty_level]}</p>
        </div>
      </div>
      {progress && <ProgressLines progress={progress} now={now} />}
      {progress?.level_offer && progress.last_game && (
        <LevelOfferNotice child={child} offer={progress.level_offer} lastGameAt={progress.last_game.created_at} />
      )}
      {extra}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/parent/analytics/${child.id}`} variant="secondary" aria-label={`Progress of ${child.name}`}>
          <ChartColumn aria-hidden size={18} /> Progress
        </ButtonLink>
        <ButtonLink
          to={`/parent/avatar-builder/${child.id}`}
          variant="secondary"
          aria-label={`Avatar builder for ${child.name}`}
        >
          <Palette aria-hidden size={18} /> Avatar
        </ButtonLink>
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${child.name}`}>
          <Pencil aria-hidden size={18} /> Edit
        </Button>
        <Button variant="secondary" onClick={() => setAccess(true)} aria-label={`Access settings for ${child.name}`}>
          <Accessibility aria-hidden size={18} /> Access
        </Button>
        <Button variant="secondary" onClick={() => setFocus(true)} aria-label={`Focus tables for ${child.name}`}>
          <Crosshair aria-hidden size={18} /> Focus
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={`Delete ${child.name}`}>
          <Trash2 aria-hidden size={18} /> Delete
        </Button>
      </div>
      <AccessSettingsDialog child={child} open={access} onOpenChange={setAccess} />
      <FocusTablesDialog child={child} open={focus} onOpenChange={setFocus} />
    </Card>
  );
}

function ProgressLines({ progress, now }: { progress: Progress; now: Date }) {
  const last = progress.last_game;
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div className="rounded-xl bg-slate-50 px-3 py-2">
        <dt className="sr-only">Streak</dt>
        <dd className="inline-flex items-center gap-1 font-bold text-ink">
          <Flame aria-hidden size={16} className="text-berry-600" /> {streakLabel(progress.streak)}
        </dd>
      </div>
      <div className="rounded-xl bg-slate-50 px-3 py-2">
        <dt className="text-ink-soft">{productMessages.lastSevenDays}</dt>
        <dd className="font-bold text-ink">
          {progress.games_this_week} {progress.games_this_week === 1 ? "game" : "games"}
        </dd>
      </div>
      <div className="col-span-2 rounded-xl bg-slate-50 px-3 py-2">
        <dt className="text-ink-soft">Last game</dt>
        <dd className="font-semibold text-ink">
          {last
            ? `${MODE_LABELS[last.mode]}: ${last.score} / ${last.max_score}, ${timeAgo(new Date(last.created_at), now)}`
            : "No games yet"}
        </dd>
      </div>
    </dl>
  );
}
