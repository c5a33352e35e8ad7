import { RefreshCw, Sparkles } from "lucide-react";
import { messages, productMessages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import type { MissionForm } from "./use-mission-form";

/** The composer's heading, New suggestion, and what the coach is working on and who wrote it. */
export function SuggestionHeader({
  suggestion,
  childName,
  quickSetup,
}: {
  suggestion: MissionForm["suggestion"];
  childName: string;
  quickSetup: boolean;
}) {
  const written = suggestion.data?.suggestion;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
          <Sparkles aria-hidden className="text-sun-400" />
          {quickSetup
            ? "Your First Challenge"
            : written?.source === "ai"
              ? "AI Challenge Suggestion"
              : "Challenge Suggestion"}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void suggestion.refetch()} disabled={suggestion.isFetching}>
          <RefreshCw aria-hidden size={16} /> New suggestion
        </Button>
      </div>
      {suggestion.isFetching && <p className="text-ink-soft">Thinking about {childName}&apos;s games...</p>}
      {suggestion.isError && <Alert tone="error">{messages.newSuggestionFailed}</Alert>}
      {written && (
        <p className="text-ink-soft" data-testid="suggestion-focus">
          Focus: {written.focus_area}
        </p>
      )}
      {written && (
        <p className="text-sm text-ink-soft" data-testid="suggestion-source">
          {written.source === "ai" ? productMessages.suggestionByAi : productMessages.suggestionByCoach}
        </p>
      )}
    </>
  );
}
