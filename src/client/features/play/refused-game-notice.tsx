import { X } from "lucide-react";
import { productMessages } from "../../../shared/messages";

/**
 * Tells the player that a game sent later from this device was refused for
 * good, and why (`reason`, in a child's words), until they close it.
 */
export function RefusedGameNotice({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      <div
        role="alert"
        data-testid="refused-game-notice"
        className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl bg-white p-4 shadow-xl ring-2 ring-red-200"
      >
        <div className="min-w-0 flex-1 text-red-800">
          <p className="font-bold">{productMessages.earlierGameNotSaved}</p>
          <p>{reason}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-slate-100"
        >
          <X aria-hidden size={18} />
        </button>
      </div>
    </div>
  );
}
