import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { messages, productMessages } from "../../shared/messages";
import { Alert } from "../components/ui/alert";
import { Spinner } from "../components/ui/spinner";
import { ParentOnly } from "../features/auth/parent-only";
import { AvatarBuilder } from "../features/avatars/avatar-builder";
import { useSaveChildAvatar } from "../queries/avatars";
import { useChildren } from "../queries/family";
import type { Route } from "./+types/parent-avatar-builder";

export const meta: Route.MetaFunction = () => [{ title: "Avatar builder | Maths Sprint" }];

export default function ParentAvatarBuilder({ params }: Route.ComponentProps) {
  return (
    <ParentOnly>
      <ChildAvatarBuilder childId={params.childId} />
    </ParentOnly>
  );
}

function ChildAvatarBuilder({ childId }: { childId: string }) {
  const children = useChildren();
  const saveAvatar = useSaveChildAvatar(childId);
  if (children.isPending) return <Spinner label="Loading" />;
  const child = children.data?.children.find((c) => c.id === childId);
  if (!child) {
    const problem = children.isError ? messages.loadAvatarsFailed : productMessages.childNotFound;
    return (
      <div className="flex flex-col gap-4">
        <Link to="/parent/dashboard" className="inline-flex items-center gap-1 self-start font-semibold text-brand-700">
          <ArrowLeft aria-hidden size={18} /> Back to Dashboard
        </Link>
        <Alert tone="error">{problem}</Alert>
      </div>
    );
  }
  return (
    <AvatarBuilder
      child={child}
      backTo="/parent/dashboard"
      save={async (choice) => {
        await saveAvatar.mutateAsync(choice);
      }}
    />
  );
}
