import { ComingSoon } from "../components/layout/coming-soon";
import { ParentOnly } from "../features/auth/parent-only";
import type { Route } from "./+types/parent-avatar-builder";

export const meta: Route.MetaFunction = () => [{ title: "Avatar builder | Maths Sprint" }];

export default function ParentAvatarBuilder() {
  return (
    <ParentOnly>
      <ComingSoon title="Avatar builder" back={{ to: "/parent/dashboard", label: "Back to dashboard" }}>
        <p>Design an avatar for your child to play as. The avatar builder is being built and will appear here.</p>
      </ComingSoon>
    </ParentOnly>
  );
}
