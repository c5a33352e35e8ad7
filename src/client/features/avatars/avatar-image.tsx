import { ImageOff, UserRound } from "lucide-react";
import { useState } from "react";

/**
 * A stored avatar's picture, or, when it cannot be loaded, a box that says so
 * (docs/product/gameplay.md#avatars: 'Avatar' for the preview, 'Failed to load' in the grid).
 */
export function AvatarImage({
  url,
  alt,
  fallback,
}: {
  url: string;
  alt: string;
  fallback: "Avatar" | "Failed to load";
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) {
    const Icon = fallback === "Avatar" ? UserRound : ImageOff;
    return (
      <span
        role="img"
        aria-label={alt}
        className="flex h-full w-full flex-col items-center justify-center gap-1 bg-slate-100 text-sm font-semibold text-ink-soft"
      >
        <Icon aria-hidden size={28} />
        <span aria-hidden>{fallback}</span>
      </span>
    );
  }
  return <img src={url} alt={alt} className="h-full w-full object-cover" onError={() => setFailed(url)} />;
}
