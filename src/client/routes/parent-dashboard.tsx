import { useState } from "react";
import { useLocation } from "react-router";
import { Swords, Target } from "lucide-react";
import type { Child } from "../../shared/api/children";
import { errorMessage } from "../api";
import { Alert } from "../components/ui/alert";
import { Button, ButtonLink } from "../components/ui/button";
import { Dialog } from "../components/ui/dialog";
import { Spinner } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { LazyAwardsDialog } from "../features/badges/lazy-awards-dialog";
import { ManageBadgesButton } from "../features/badges/manage-badges-dialog";
import { ParentOnly } from "../features/auth/parent-only";
import { ConfirmEmailNotice } from "../features/account/confirm-email-notice";
import { CheckoutReturn } from "../features/billing/checkout-return";
import { PremiumStatus, PremiumTag } from "../features/billing/premium-status";
import { useSubscription } from "../queries/billing";
import { ChildCard } from "../features/family/child-card";
import { ActiveMission } from "../features/missions/active-mission";
import { useFamilyMissions } from "../queries/missions";
import { WeeklyWinsCard } from "../features/missions/weekly-wins-card";
import { ChildFormDialog } from "../features/family/child-form-dialog";
import { ChildrenHeading } from "../features/family/children-heading";
import { MtcHistory } from "../features/family/mtc-history";
import { PinSignInPanel } from "../features/family/pin-sign-in-panel";
import { useChildren, useDeleteChild, useFamilyProgress } from "../queries/family";
import { InviteFriendsButton } from "../features/referrals/invite-friends-button";
import { PendingOwnReferral } from "../features/referrals/own-referral";
import { navStateText } from "../nav-state";
import type { Route } from "./+types/parent-dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Parent dashboard | Maths Sprint" }];

export default function ParentDashboard() {
  return (
    <ParentOnly>
      <FamilyDashboard />
    </ParentOnly>
  );
}

function FamilyDashboard() {
  const { parent } = useAuth();
  const location = useLocation();
  const notice = navStateText(location.state, "error");
  const children = useChildren();
  const subscription = useSubscription();
  const progress = useFamilyProgress();
  const progressOf = (childId: string) => progress.data?.children.find((p) => p.child_id === childId);
  const missions = useFamilyMissions();
  const missionOf = (childId: string) => missions.data?.missions.find((m) => m.child_id === childId);
  const remove = useDeleteChild();
  const [editing, setEditing] = useState<Child | null>(null);
  const [deleting, setDeleting] = useState<Child | null>(null);
  const [awardsOf, setAwardsOf] = useState<Child | null>(null);
  const [awardsOpen, setAwardsOpen] = useState(false);

  const list = children.data?.children ?? [];

  return (
    <div className="flex flex-col gap-3 sm:gap-6">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">Your family</h1>
          <p className="truncate text-sm text-ink-soft sm:text-base">{parent?.user.email}</p>
        </div>
        <PremiumStatus />
      </div>
      <CheckoutReturn />
      {notice && <Alert tone="error">{notice}</Alert>}
      <ConfirmEmailNotice />
      <PendingOwnReferral />
      <PinSignInPanel />

      <section aria-labelledby="children-heading" className="flex flex-col gap-3 sm:gap-4">
        <ChildrenHeading count={list.length} />
        {children.isPending && <Spinner label="Loading your children" />}
        {children.isError && <Alert tone="error">{errorMessage(children.error)}</Alert>}
        {children.isSuccess && list.length === 0 && (
          <div className="rounded-2xl border-2 border-dashed border-brand-200 bg-white p-8 text-center">
            <p className="text-lg font-semibold text-ink">Add your first child to get started.</p>
            <p className="mt-1 text-ink-soft">Each child gets their own profile, PIN, games and progress.</p>
          </div>
        )}
        <div className="grid gap-3 sm:gap-4 lg:grid-cols-2">
          {list.map((child) => (
            <ChildCard
              extra={
                <ActiveMission
                  mission={missionOf(child.id)}
                  childName={child.name}
                  level={child.difficulty_level}
                  timeAllowance={child.time_allowance}
                />
              }
              more={
                <>
                  <WeeklyWinsCard childId={child.id} compact />
                  <MtcHistory childId={child.id} childName={child.name} />
                </>
              }
              key={child.id}
              child={child}
              progress={progressOf(child.id)}
              onEdit={() => setEditing(child)}
              onDelete={() => setDeleting(child)}
              onBadges={() => {
                setAwardsOf(child);
                setAwardsOpen(true);
              }}
            />
          ))}
        </div>
      </section>

      <nav aria-label="Parent tools" className="flex flex-wrap gap-2">
        <ButtonLink to="/parent/coach-mode" variant="secondary">
          <Target aria-hidden size={18} /> Coach Mode
        </ButtonLink>
        <ButtonLink to="/parent/challenges" variant="secondary">
          <Swords aria-hidden size={18} /> Challenge Mode
          {subscription.data && !subscription.data.premium && <PremiumTag />}
        </ButtonLink>
        <InviteFriendsButton code={parent?.parentData.referral_code} />
        {parent?.parentData.is_admin && <ManageBadgesButton />}
      </nav>

      {awardsOf && <LazyAwardsDialog open={awardsOpen} onOpenChange={setAwardsOpen} child={awardsOf} />}
      <ChildFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        child={editing ?? undefined}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? ""}?`}
        description="This removes the profile with all of its games, badges and progress. It cannot be undone."
        role="alertdialog"
      >
        {remove.isError && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
            }}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
