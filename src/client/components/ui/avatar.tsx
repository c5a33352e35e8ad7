import { UserRound } from "lucide-react";
import { useState } from "react";
import type { ChildData } from "../../../shared/api/children";

const SIZES = { sm: "h-8 w-8", md: "h-14 w-14", lg: "h-24 w-24" } as const;
const ICON = { sm: 18, md: 30, lg: 52 } as const;

/** A child's avatar: the generated image, or a friendly default icon (also when the image fails to load). */
export function Avatar({
  avatar,
  name,
  size = "md",
}: {
  avatar: ChildData["avatar"];
  name: string;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState(false);
  const url = avatar?.type === "generated" && !failed ? avatar.url : null;
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-brand-700 ${SIZES[size]}`}
    >
      {url ? (
        <img
          src={url}
          alt={`${name}'s avatar`}
          className="h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <UserRound aria-hidden size={ICON[size]} data-testid="avatar-placeholder" />
      )}
    </span>
  );
}
