import { useState, type ReactNode } from "react";
import { ChartColumn, Flame } from "lucide-react";
import type { ResponseOf } from "../../../shared/api/endpoint";
import type { familyProgress } from "../../../shared/api/play";
import { streakLabel } from "../../../shared/engagement/streak";
import { MODE_LABELS } from "../../../shared/game/modes";
import { scoreOutOf } from "../../../shared/game/scoring";
import type { Child } from "../../../shared/api/children";
import { DIFFICULTY_LABELS } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { Avatar } from "../../components/ui/avatar";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ChildActions } from "./child-actions";
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
  /** Opens the child's badges. */
  onBadges: () => void;
  /** More about the child, composed in by the page (an active mission). */
  extra?: ReactNode;
  /** Folded details, composed in by the page (the week's wins, the Times Tables Checks). */
  more?: ReactNode;
}

/**
 * A child's compact card on the parent's dashboard: who, the streak, the last
 * 7 days and the last game, Progress, and every other action in a menu.
 */
export function ChildCard({ child, progress, now = new Date(), onEdit, onDelete, onBadges, extra, more }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Card compact className="flex min-w-0 flex-col gap-2" data-testid="child-card">
      {/* The level ("Intermediate" the longest) is never cut: on a narrow phone the buttons go under it instead. */}
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <Avatar avatar={child.avatar} name={child.name} />
        <div className="min-w-24 flex-1">
          <h3 className="truncate text-xl font-bold text-ink">{child.name}</h3>
          <p className="truncate text-sm text-ink-soft" data-testid="child-level">
            {DIFFICULTY_LABELS[child.difficulty_level]}
          </p>
        </div>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <ButtonLink
            to={`/parent/analytics/${child.id}`}
            variant="primary"
            size="sm"
            aria-label={`Progress of ${child.name}`}
          >
            <ChartColumn aria-hidden size={18} className="max-[419px]:hidden" /> Progress
          </ButtonLink>
          <ChildActions child={child} onEdit={onEdit} onDelete={onDelete} onBadges={onBadges} />
        </div>
      </div>
      {progress && <ProgressLines progress={progress} now={now} />}
      {progress?.level_offer && progress.last_game && (
        <LevelOfferNotice child={child} offer={progress.level_offer} lastGameAt={progress.last_game.created_at} />
      )}
      {extra}
      {more && (
        <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
            More about {child.name}
          </summary>
          {open && <div className="flex flex-col gap-2">{more}</div>}
        </details>
      )}
    </Card>
  );
}

function ProgressLines({ progress, now }: { progress: Progress; now: Date }) {
  const last = progress.last_game;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <div>
        <dt className="sr-only">Streak</dt>
        <dd className="inline-flex items-center gap-1 font-bold text-ink">
          <Flame aria-hidden size={16} className="text-berry-600" /> {streakLabel(progress.streak)}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-ink-soft">{productMessages.lastSevenDays}</dt>
        <dd className="font-bold text-ink">
          {progress.games_this_week} {progress.games_this_week === 1 ? "game" : "games"}
        </dd>
      </div>
      <div className="flex w-full gap-1">
        <dt className="shrink-0 text-ink-soft">Last game</dt>
        <dd className="font-semibold text-ink">
          {last
            ? `${MODE_LABELS[last.mode]}: ${scoreOutOf(last.score, last.max_score)}, ${timeAgo(new Date(last.created_at), now)}`
            : "No games yet"}
        </dd>
      </div>
    </dl>
  );
}
