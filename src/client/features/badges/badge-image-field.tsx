import { useEffect, useState } from "react";
import { BADGE_IMAGE_MAX_BYTES } from "../../../shared/constants";
import { SNIFF_BYTES, sniffImage } from "../../../shared/files/sniff-image";
import { messages, productMessages } from "../../../shared/messages";

interface ChosenImage {
  file: File;
  preview: string;
}

/** The badge form's chosen image: the file and its preview, or why the file chosen was refused. */
export function useBadgeImage() {
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notSquare, setNotSquare] = useState(false);
  // A new key empties the file input.
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const clear = () => {
    setChosen(null);
    setNotSquare(false);
    setInputKey((k) => k + 1);
  };
  const refuse = (message: string) => {
    clear();
    setError(message);
  };

  /** The checks of a chosen file (an image, under 2 MB: docs/product/gameplay.md#badges), then the server's own: its first bytes. */
  const choose = async (file: File | undefined) => {
    setError(null);
    setNotSquare(false);
    if (!file) return clear();
    if (!file.type.startsWith("image/")) return refuse(messages.selectValidImage);
    if (file.size > BADGE_IMAGE_MAX_BYTES) return refuse(messages.imageTooLarge);
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!sniffImage(head)) return refuse(messages.selectValidImage);
    setChosen({ file, preview: URL.createObjectURL(file) });
  };

  return { chosen, error, notSquare, setNotSquare, inputKey, choose, clear, refuse };
}

type BadgeImageChoice = ReturnType<typeof useBadgeImage>;

/** The badge form's optional image: the file input, what suits, why a file was refused, and its preview. */
export function BadgeImageField({
  id,
  choice,
  onChoose,
}: {
  id: string;
  choice: BadgeImageChoice;
  onChoose: (file: File | undefined) => void;
}) {
  const { chosen, error } = choice;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-ink">
        Image (optional)
      </label>
      <input
        key={choice.inputKey}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        className="max-w-full text-ink file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
        onChange={(e) => onChoose(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {productMessages.badgeImageRecommendation}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-berry-600">
          {error}
        </p>
      )}
      {chosen && (
        <div className="flex items-center gap-3">
          <img
            src={chosen.preview}
            alt="The chosen badge art, as it will look"
            className="h-20 w-20 rounded-xl object-contain ring-1 ring-slate-200"
            onLoad={(e) => choice.setNotSquare(e.currentTarget.naturalWidth !== e.currentTarget.naturalHeight)}
            onError={() => choice.refuse(messages.selectValidImage)}
          />
          {choice.notSquare && (
            <p className="text-sm text-ink-soft">This image is not square; a square one looks best.</p>
          )}
        </div>
      )}
    </div>
  );
}
