import { ArrowLeft, Trash2, UserRound, Wand2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { GeneratedAvatar } from "../../../shared/api/avatars";
import type { AvatarChoice, ChildData } from "../../../shared/api/children";
import { AVATAR_OPTION_LABELS } from "../../../shared/avatars/avatar-options";
import { AVATAR_GENERATIONS_PER_MONTH, AVATARS_STORED_MAX } from "../../../shared/constants";
import { messages, productMessages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { AvatarGeneratorDialog } from "./avatar-generator-dialog";
import { AvatarImage } from "./avatar-image";
import { useAvatars, useAvatarUsage, useDeleteAvatar } from "../../queries/avatars";
import { fillIn } from "../../../shared/words";

interface Props {
  child: Pick<ChildData, "id" | "name" | "avatar">;
  /** The dashboard of whoever is signed in. */
  backTo: string;
  /** Saves the choice for the child (the child's own session, or the parent's update-child). */
  save: (choice: AvatarChoice) => Promise<void>;
  /** A deleted avatar was the one the child wears: the server has put the placeholder back. */
  onWornAvatarDeleted?: () => void;
}

const describe = (avatar: GeneratedAvatar) =>
  `${AVATAR_OPTION_LABELS[avatar.character_type]}, ${AVATAR_OPTION_LABELS[avatar.color_theme]} theme`;

/**
 * The avatar builder (docs/product/gameplay.md#avatars): the allowance used, the chosen
 * avatar's preview, the stored avatars to choose from (choosing the chosen one
 * again clears the choice), delete, the generator, and Save Avatar, which
 * saves the choice or, with none, the placeholder.
 */
export function AvatarBuilder({ child, backTo, save, onWornAvatarDeleted }: Props) {
  const avatars = useAvatars(child.id);
  const usage = useAvatarUsage(child.id);
  const remove = useDeleteAvatar(child.id);
  const [picked, setPicked] = useState<{ id: string | null } | null>(null);
  const [generatorOpen, setGeneratorOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const list = avatars.data?.avatars ?? [];
  const worn = child.avatar?.type === "generated" ? child.avatar.url : null;
  // Until the child picks, the avatar they wear is the one chosen.
  const selectedId = picked ? picked.id : (list.find((a) => a.image_url === worn)?.id ?? null);
  const selected = list.find((a) => a.id === selectedId) ?? null;

  function openGenerator() {
    if (!usage.can_generate) setNotice({ tone: "error", text: messages.avatarMonthlyLimit });
    else if (!usage.can_store) setNotice({ tone: "error", text: messages.avatarStorageLimit });
    else {
      setNotice(null);
      setGeneratorOpen(true);
    }
  }

  function toggle(avatar: GeneratedAvatar) {
    setNotice(null);
    setPicked({ id: selectedId === avatar.id ? null : avatar.id });
  }

  function deleteAvatar(avatar: GeneratedAvatar) {
    setNotice(null);
    remove.mutate(avatar.id, {
      onSuccess: () => {
        if (selectedId === avatar.id) setPicked({ id: null });
        if (avatar.image_url === worn) onWornAvatarDeleted?.();
      },
      onError: () => setNotice({ tone: "error", text: messages.deleteAvatarFailed }),
    });
  }

  async function saveChoice() {
    setNotice(null);
    setSaving(true);
    try {
      await save(selected ? { type: "generated", url: selected.image_url } : { type: "placeholder" });
      setNotice({ tone: "success", text: productMessages.avatarSaved });
    } catch {
      setNotice({ tone: "error", text: messages.updateAvatarFailed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Link to={backTo} className="inline-flex items-center gap-1 self-start font-semibold text-brand-700">
        <ArrowLeft aria-hidden size={18} /> Back to Dashboard
      </Link>
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
        {fillIn(messages.createAvatarFor, { name: child.name })}
      </h1>

      <div className="grid gap-4 md:grid-cols-[2fr_3fr]">
        <Card className="flex flex-col items-center gap-3 text-center">
          <h2 className="sr-only">Preview</h2>
          <div
            className="h-44 w-44 overflow-hidden rounded-full bg-brand-100 ring-4 ring-brand-200"
            data-testid="avatar-preview"
          >
            {selected ? (
              <AvatarImage url={selected.image_url} alt={`Preview: ${describe(selected)}`} fallback="Avatar" />
            ) : (
              <span
                role="img"
                aria-label="Preview: placeholder"
                className="flex h-full w-full items-center justify-center text-brand-700"
              >
                <UserRound aria-hidden size={96} />
              </span>
            )}
          </div>
          <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">
            {selected
              ? selected.source === "ai"
                ? productMessages.avatarByAi
                : productMessages.avatarByPainter
              : "Placeholder"}
          </p>
        </Card>
        <Card className="flex flex-col justify-center gap-3">
          <h2 id="avatar-usage" className="font-bold text-ink">
            Avatar allowance
          </h2>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-slate-50 px-3 py-2">
              <dt className="text-sm text-ink-soft">Stored Avatars</dt>
              <dd className="text-xl font-extrabold text-ink" data-testid="stored-avatars">
                {usage.total_avatars} / {AVATARS_STORED_MAX}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 px-3 py-2">
              <dt className="text-sm text-ink-soft">Monthly Generations</dt>
              <dd className="text-xl font-extrabold text-ink" data-testid="monthly-generations">
                {usage.monthly_generations} / {AVATAR_GENERATIONS_PER_MONTH}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button onClick={openGenerator}>
              <Wand2 aria-hidden size={18} /> {messages.generateNewAvatar}
            </Button>
            <Button variant="accent" onClick={() => void saveChoice()} busy={saving}>
              {messages.saveAvatar}
            </Button>
          </div>
        </Card>
      </div>

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      <section aria-labelledby="stored-avatars-heading" className="flex flex-col gap-3">
        <h2 id="stored-avatars-heading" className="text-xl font-bold text-ink">
          {child.name}&apos;s avatars
        </h2>
        {avatars.isPending ? (
          <Spinner label="Loading avatars" />
        ) : avatars.isError ? (
          <Alert tone="error">{messages.loadAvatarsFailed}</Alert>
        ) : list.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-ink-soft ring-1 ring-slate-200">
            {fillIn(messages.noAvatarsYet, { name: child.name })}
          </p>
        ) : (
          <ul aria-labelledby="stored-avatars-heading" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {list.map((avatar) => {
              const isSelected = avatar.id === selectedId;
              return (
                <li key={avatar.id} className="group relative">
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    aria-label={`${describe(avatar)}${isSelected ? ", selected" : ""}`}
                    onClick={() => toggle(avatar)}
                    className={`flex w-full flex-col overflow-hidden rounded-2xl bg-white text-left ring-2 transition-shadow ${
                      isSelected ? "shadow-md ring-brand-600" : "ring-slate-200 hover:ring-brand-200"
                    }`}
                  >
                    <span className="aspect-square w-full">
                      <AvatarImage url={avatar.image_url} alt="" fallback="Failed to load" />
                    </span>
                    <span className="px-3 py-2">
                      <span className="block font-bold text-ink">{AVATAR_OPTION_LABELS[avatar.character_type]}</span>
                      <span className="block text-sm text-ink-soft">{AVATAR_OPTION_LABELS[avatar.color_theme]}</span>
                    </span>
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${describe(avatar)}`}
                    disabled={remove.isPending}
                    onClick={() => deleteAvatar(avatar)}
                    className={`absolute right-2 top-2 flex h-11 w-11 items-center justify-center rounded-full bg-white text-berry-600 shadow ring-1 ring-slate-200 transition-opacity hover:bg-berry-50 focus:opacity-100 group-hover:opacity-100 group-focus-within:opacity-100 ${
                      isSelected ? "opacity-100" : "opacity-0"
                    }`}
                  >
                    <Trash2 aria-hidden size={20} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <AvatarGeneratorDialog
        childId={child.id}
        open={generatorOpen}
        onOpenChange={setGeneratorOpen}
        onGenerated={(avatar) => {
          setPicked({ id: avatar.id });
          setNotice(null);
        }}
      />
    </div>
  );
}
