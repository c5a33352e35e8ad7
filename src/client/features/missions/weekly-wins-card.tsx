import { Flame, Shield, Sparkles, Target } from "lucide-react";
import { streakLabel } from "../../../shared/engagement/streak";
import { productMessages } from "../../../shared/messages";
import { useWeeklyWins } from "../../queries/missions";

/** This Week's Wins for a child: what went well, what to practise, the streak and the shield. */
export function WeeklyWinsCard({ childId, compact = false }: { childId: string; compact?: boolean }) {
  const wins = useWeeklyWins(childId);
  const data = wins.data;
  const Heading = compact ? "h4" : "h3";
  return (
    <section
      aria-label="This Week's Wins"
      className="flex flex-col gap-2 rounded-xl bg-mint-50 p-3 text-sm ring-1 ring-mint-100"
      data-testid="weekly-wins"
    >
      <Heading className="flex items-center gap-1 font-bold text-ink">
        <Sparkles aria-hidden size={16} className="text-mint-600" /> This Week&apos;s Wins
        <span className="font-normal text-ink-soft">({productMessages.lastSevenDays.toLowerCase()})</span>
      </Heading>
      {wins.isPending && <p className="text-ink-soft">Looking at the games of the last 7 days...</p>}
      {data && (
        <>
          {data.achievements.length > 0 ? (
            <ul className="flex list-disc flex-col gap-1 pl-5 text-ink">
              {data.achievements.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-soft">No wins to show from the last 7 days yet.</p>
          )}
          {data.improvement_areas.length > 0 && (
            <div>
              <p className="flex items-center gap-1 font-semibold text-ink">
                <Target aria-hidden size={14} /> To practise
              </p>
              <ul className="flex list-disc flex-col gap-1 pl-5 text-ink-soft">
                {data.improvement_areas.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <p className="flex flex-wrap items-center gap-3 font-semibold text-ink">
            <span className="inline-flex items-center gap-1">
              <Flame aria-hidden size={14} className="text-berry-600" /> {streakLabel(data.streak_info.current_streak)}
            </span>
            {data.streak_info.has_shield && (
              <span className="inline-flex items-center gap-1">
                <Shield aria-hidden size={14} className="text-brand-600" /> Streak shield active
              </span>
            )}
          </p>
        </>
      )}
    </section>
  );
}
