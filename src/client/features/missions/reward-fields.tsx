import type { Sticker } from "../../../shared/api/missions";
import type { MissionFormValues } from "../../../shared/forms/mission-form";
import { TextField } from "../../components/ui/text-field";
import type { ApiForm } from "../../forms/use-api-form";

/** The mission's reward: a digital sticker (one of the stickers) or the parent's own words. */
export function RewardFields({ form, stickers }: { form: ApiForm<MissionFormValues>; stickers: Sticker[] }) {
  const v = form.values;
  const rewardType = (type: MissionFormValues["reward_type"], label: string) => (
    <label className="inline-flex items-center gap-2">
      <input
        type="radio"
        name="reward_type"
        checked={v.reward_type === type}
        onChange={() => form.setValue("reward_type", type)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold text-ink">Reward</legend>
      <div className="flex flex-wrap gap-4">
        {rewardType("digital_sticker", "Digital sticker")}
        {rewardType("custom_text", "Custom reward")}
      </div>
      {v.reward_type === "custom_text" ? (
        <TextField
          label="Your reward"
          placeholder="e.g. A trip to the park"
          maxLength={200}
          {...form.field("reward_text")}
          error={form.fields.reward_text}
        />
      ) : (
        <div role="radiogroup" aria-label="Digital sticker" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {stickers.map((sticker) => (
            <button
              key={sticker.id}
              type="button"
              role="radio"
              aria-checked={v.digital_reward_id === sticker.id}
              aria-label={sticker.is_premium ? `${sticker.name} (Premium)` : sticker.name}
              onClick={() => form.setValue("digital_reward_id", sticker.id)}
              className={`relative flex flex-col items-center gap-1 rounded-xl p-2 text-xs font-semibold ring-2 ${
                v.digital_reward_id === sticker.id ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-200"
              }`}
            >
              <img src={sticker.asset_url} alt="" width={56} height={56} />
              <span className="text-ink">{sticker.name}</span>
              {sticker.is_premium && (
                <span className="rounded-full bg-sun-300 px-1.5 text-[0.7rem] text-ink">Premium</span>
              )}
            </button>
          ))}
        </div>
      )}
      {form.fields.digital_reward_id && <p className="text-berry-600">{form.fields.digital_reward_id}</p>}
    </fieldset>
  );
}
