import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { InviteFriendsDialog } from "./invite-friends-dialog";

/** Invite Friends and its dialog, for a parent with a referral code (nothing for one without). */
export function InviteFriendsButton({ code }: { code: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  if (!code) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden size={18} /> Invite Friends
      </Button>
      <InviteFriendsDialog open={open} onOpenChange={setOpen} code={code} />
    </>
  );
}
