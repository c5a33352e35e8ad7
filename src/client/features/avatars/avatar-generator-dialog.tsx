import { Check, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import type { GeneratedAvatar } from "../../../shared/api/avatars";
import {
  ACCESSORIES,
  AVATAR_OPTION_LABELS,
  CHARACTER_TYPES,
  COLOR_THEMES,
  HAIR_COLORS,
  type Accessory,
  type ColorTheme,
} from "../../../shared/avatars/avatar-options";
import { HAIR_SWATCHES, RAINBOW, THEME_SWATCHES } from "../../../shared/avatars/swatches";
import type { AvatarFormValues } from "../../../shared/forms/avatar-form";
import { messages } from "../../../shared/messages";
import { ApiError } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useApiForm } from "../../forms/use-api-form";
import { useGenerateAvatar } from "../../queries/avatars";

const NOTHING_CHOSEN: AvatarFormValues = { character_type: null, hair_color: null, accessories: [], color_theme: null };

/** The generator's checks (and zod with them), loaded when the form is first used: the builder page carries none. */
const loadAvatarForm = async () => (await import("../../../shared/forms/avatar-form")).avatarForm;

/** The server's words for a refusal it explains (a limit, a choice missing); "Failed to generate avatar" otherwise. */
function generateError(error: unknown): string {
  const explained =
    error instanceof ApiError && !["network_error", "http_error", "internal_error"].includes(error.code);
  return explained ? error.message : messages.generateAvatarFailed;
}

const swatchOf = (theme: ColorTheme) =>
  theme === "rainbow" ? `linear-gradient(90deg, ${RAINBOW.join(", ")})` : THEME_SWATCHES[theme];

function OptionGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-bold text-ink">{legend}</legend>
      {hint && <p className="-mt-1 text-sm text-ink-soft">{hint}</p>}
      <div className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-4">{children}</div>
    </fieldset>
  );
}

function Option({
  pressed,
  onClick,
  swatch,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  swatch?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`flex min-h-11 items-center gap-2 rounded-xl px-3 py-2 text-left text-sm font-semibold ring-1 transition-colors ${
        pressed ? "bg-brand-600 text-white ring-brand-700" : "bg-white text-ink ring-slate-300 hover:bg-brand-50"
      }`}
    >
      {swatch && (
        <span aria-hidden className="h-5 w-5 shrink-0 rounded-full ring-2 ring-white" style={{ background: swatch }} />
      )}
      <span className="flex-1">{children}</span>
      {pressed && <Check aria-hidden size={16} />}
    </button>
  );
}

/**
 * The avatar generator (docs/product/gameplay.md#avatars): a character type and a colour theme are
 * required, hair colour (clicking the chosen one clears it) and accessories
 * are optional. Generate is disabled until both required choices are made and
 * while an avatar is being made.
 */
export function AvatarGeneratorDialog({
  childId,
  open,
  onOpenChange,
  onGenerated,
}: {
  childId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGenerated: (avatar: GeneratedAvatar) => void;
}) {
  const generate = useGenerateAvatar(childId);
  const form = useApiForm({
    initial: NOTHING_CHOSEN,
    definition: loadAvatarForm,
    send: (body) => generate.mutateAsync(body),
    onSent: ({ avatar }) => {
      onGenerated(avatar);
      close(false);
    },
    failure: generateError,
  });
  const { character_type: character, hair_color: hair, accessories, color_theme: theme } = form.values;

  function close(next: boolean) {
    if (!next) form.reset();
    onOpenChange(next);
  }

  const ready = character !== null && theme !== null;
  const toggleAccessory = (item: Accessory) =>
    form.setValue(
      "accessories",
      accessories.includes(item)
        ? accessories.filter((a) => a !== item)
        : ACCESSORIES.filter((a) => a === item || accessories.includes(a)),
    );

  return (
    <Dialog open={open} onOpenChange={close} title={messages.generateNewAvatar} wide>
      <form className="flex flex-col gap-5" {...form.formProps}>
        <OptionGroup legend="Character Type *">
          {CHARACTER_TYPES.map((type) => (
            <Option key={type} pressed={character === type} onClick={() => form.setValue("character_type", type)}>
              {AVATAR_OPTION_LABELS[type]}
            </Option>
          ))}
        </OptionGroup>
        <OptionGroup legend="Hair Color (Optional)">
          {HAIR_COLORS.map((colour) => (
            <Option
              key={colour}
              pressed={hair === colour}
              swatch={HAIR_SWATCHES[colour]}
              onClick={() => form.setValue("hair_color", hair === colour ? null : colour)}
            >
              {AVATAR_OPTION_LABELS[colour]}
            </Option>
          ))}
        </OptionGroup>
        <OptionGroup legend="Accessories (Optional)">
          {ACCESSORIES.map((item) => (
            <Option key={item} pressed={accessories.includes(item)} onClick={() => toggleAccessory(item)}>
              {AVATAR_OPTION_LABELS[item]}
            </Option>
          ))}
        </OptionGroup>
        <OptionGroup legend="Color Theme *">
          {COLOR_THEMES.map((option) => (
            <Option
              key={option}
              pressed={theme === option}
              swatch={swatchOf(option)}
              onClick={() => form.setValue("color_theme", option)}
            >
              {AVATAR_OPTION_LABELS[option]}
            </Option>
          ))}
        </OptionGroup>

        <p className="flex items-center gap-2 rounded-xl bg-sun-100 px-3 py-2 text-sm font-semibold text-ink">
          <Sparkles aria-hidden size={18} /> {messages.avatarGenerationTime}
        </p>
        {form.message && <Alert tone="error">{form.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!ready}
            busy={form.busy}
            aria-describedby={ready ? undefined : "avatar-generator-needs"}
          >
            {form.busy ? "Generating..." : "Generate Avatar"}
          </Button>
        </div>
        {!ready && (
          <p id="avatar-generator-needs" className="text-sm text-ink-soft sm:text-right">
            {messages.selectTypeAndTheme}
          </p>
        )}
      </form>
    </Dialog>
  );
}
