import { productMessages } from "../../../shared/messages";
import { usePlaySummary } from "../../queries/play";

/** The line above the greeting: a welcome before the child's first game, a welcome back after; nothing until known. */
export function ChildWelcome({ childId }: { childId: string }) {
  const summary = usePlaySummary(childId);
  const played = summary.data?.has_played;
  return (
    <p className="hidden min-h-7 text-lg font-semibold text-brand-100 sm:block">
      {played === undefined ? "" : played ? productMessages.childWelcomeBack : productMessages.childWelcomeFirst}
    </p>
  );
}
