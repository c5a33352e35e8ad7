import { Download } from "lucide-react";
import { useCallback, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useExportFamilyData } from "../../queries/account";
import { useClearAfter } from "../../hooks/use-clear-after";

const EXPORT_FAILED = "Your family's data could not be downloaded. Please try again.";

/** One click downloads everything stored about the family as a JSON file (the privacy policy's promise). */
export function ExportSection() {
  const exporting = useExportFamilyData();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const clear = useCallback(() => setMessage(null), []);
  useClearAfter(message?.text ?? null, clear);

  const download = () => {
    setMessage(null);
    exporting.mutate(undefined, {
      onSuccess: () => setMessage({ tone: "success", text: "Your family's data has been downloaded." }),
      onError: () => setMessage({ tone: "error", text: EXPORT_FAILED }),
    });
  };

  return (
    <Card>
      <h2 className="text-xl font-bold">Your family's data</h2>
      <p className="mt-2 max-w-prose text-ink-soft">
        Download everything we store about your family as one file: your account, your children's profiles, every game
        with its questions, badges, missions, rewards, avatars, support requests, subscription and referrals.
      </p>
      <div className="mt-4 flex flex-col items-start gap-3">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <Button variant="secondary" onClick={download} busy={exporting.isPending}>
          <Download aria-hidden size={18} />
          {exporting.isPending ? "Preparing your file..." : "Download my family's data"}
        </Button>
      </div>
    </Card>
  );
}
