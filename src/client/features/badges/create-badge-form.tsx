import { useId, useState } from "react";
import type { TriggerRule } from "../../../shared/engagement/trigger-rule";
import { badgeForm, emptyBadgeForm, FORM_TRIGGER_TYPES, RULE_FORMS } from "../../../shared/forms/badge-form";
import { GAME_MODES, MODE_LABELS, QUESTION_TYPES, QUESTION_TYPE_LABELS } from "../../../shared/game/modes";
import { messages } from "../../../shared/messages";
import { ApiError, errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { useApiForm } from "../../forms/use-api-form";
import { BadgeImageField, useBadgeImage } from "./badge-image-field";
import { useCreateBadge, useUploadBadgeImage } from "../../queries/badges";

/** An admin parent's form for a new badge: what earns it, in which modes, and its image. */
export function CreateBadgeForm() {
  const ids = useId();
  const create = useCreateBadge();
  const upload = useUploadBadgeImage();
  const image = useBadgeImage();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const form = useApiForm({
    initial: emptyBadgeForm,
    definition: badgeForm,
    send: async (body) => {
      // A file that was refused is chosen again (or none), rather than the badge made without it.
      if (image.error) throw new ApiError(400, "invalid_image", image.error);
      const { badge } = await create.mutateAsync(body);
      const file = image.chosen?.file;
      if (!file) return { name: badge.name, uploadError: null };
      try {
        await upload.mutateAsync({ badgeId: badge.id, bytes: new Uint8Array(await file.arrayBuffer()) });
        return { name: badge.name, uploadError: null };
      } catch (error) {
        return { name: badge.name, uploadError: errorMessage(error, messages.uploadImageFailed) };
      }
    },
    onSent: (result) => {
      form.reset();
      image.clear();
      setOutcome(
        result.uploadError
          ? { tone: "error", text: `${result.name} was created without its image. ${result.uploadError}` }
          : { tone: "success", text: `${result.name} was created.` },
      );
    },
    fallback: messages.createBadgeFailed,
  });

  const rule = RULE_FORMS[form.values.trigger_type as TriggerRule["type"]];

  return (
    <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-3">
      <h3 id={`${ids}-heading`} className="text-lg font-bold text-ink">
        Create a badge
      </h3>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <form {...form.formProps} aria-labelledby={`${ids}-heading`} className="flex flex-col gap-4">
        <TextField label="Name" maxLength={60} {...form.field("name")} error={form.fields.name} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-description`} className="font-semibold text-ink">
            Description
          </label>
          <textarea
            id={`${ids}-description`}
            rows={2}
            maxLength={200}
            aria-invalid={form.fields.description ? true : undefined}
            className="rounded-xl border-2 border-slate-300 bg-white px-3 py-2 text-ink"
            {...form.field("description")}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            id={`${ids}-trigger`}
            label="Earned for"
            options={FORM_TRIGGER_TYPES}
            labelOf={(t) => RULE_FORMS[t].label}
            {...form.field("trigger_type")}
          />
          {rule.questionType && (
            <SelectField
              id={`${ids}-question-type`}
              label="Question type"
              options={QUESTION_TYPES}
              labelOf={(t) => QUESTION_TYPE_LABELS[t]}
              {...form.field("question_type")}
            />
          )}
          {rule.numbers.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              inputMode="numeric"
              {...form.numberField(field, 6)}
              error={form.fields[field]}
            />
          ))}
        </div>
        <CheckboxGroup
          legend="Game modes that count"
          options={GAME_MODES}
          labelOf={(mode) => MODE_LABELS[mode]}
          layout="grid"
          value={form.values.game_modes}
          onChange={(modes) => form.setValue("game_modes", modes)}
          error={form.fields.game_modes}
        />
        <BadgeImageField
          id={`${ids}-image`}
          choice={image}
          onChoose={(file) => {
            setOutcome(null);
            void image.choose(file);
          }}
        />
        {form.message && <Alert tone="error">{form.message}</Alert>}
        <div>
          <Button type="submit" busy={form.busy}>
            Create
          </Button>
        </div>
      </form>
    </section>
  );
}
