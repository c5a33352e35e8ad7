import type { AdminBadge } from "../../../shared/api/badge-admin";
import type { TriggerRule } from "../../../shared/engagement/trigger-rule";
import { GAME_MODES, MODE_LABELS, QUESTION_TYPE_LABELS } from "../../../shared/game/modes";
import { BadgeImage } from "./badge-card";

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

/** A badge in the admin list: its image, name, description and how it is earned. */
export function BadgeRow({ badge }: { badge: AdminBadge }) {
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
