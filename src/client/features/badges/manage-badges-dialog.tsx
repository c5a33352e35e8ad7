import { Medal } from "lucide-react";
import { useState } from "react";
import { messages } from "../../../shared/messages";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { BadgeRow } from "./badge-row";
import { CreateBadgeForm } from "./create-badge-form";
import { useAllBadges } from "../../queries/badges";

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
