import { createBadge } from "../api/badge-admin";
import type { TriggerRuleType } from "../engagement/trigger-rule";
import { GAME_MODES } from "../game/modes";
import { messages } from "../messages";
import { BODY, bodyOf, required, type FormDefinition } from "./form-check";

const badgeBody = bodyOf(createBadge);

/**
 * The rules a badge can be created with from the form: those with one value.
 * The others (a streak of one question type, several values at once) stay
 * for the seeded badges.
 */
export const FORM_TRIGGER_TYPES = [
  "session_completed",
  "score_percentage",
  "session_duration",
  "daily_streak",
  "shield_uses",
  "referrals_completed",
] as const satisfies readonly TriggerRuleType[];
export type FormTriggerType = (typeof FORM_TRIGGER_TYPES)[number];

/** Each rule's one value: the field of the rule it fills, and how the form and the list name it. */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const TRIGGER_VALUE: Readonly<
  Record<FormTriggerType, { field: string; label: string; describe: (value: number) => string }>
> = {
  session_completed: {
    field: "count",
    label: "Games completed",
    describe: (n) => `Complete ${plural(n, "game", "games")}`,
  },
  score_percentage: {
    field: "threshold",
    label: "Score in one game (%)",
    describe: (n) => `Score at least ${n}% in one game`,
  },
  session_duration: {
    field: "max_seconds",
    label: "Full marks within (seconds)",
    describe: (n) => `Full marks in ${n} seconds or less`,
  },
  daily_streak: {
    field: "days",
    label: "Days in a row (1 to 7)",
    describe: (n) => `Play ${plural(n, "day", "days")} in a row`,
  },
  shield_uses: {
    field: "count",
    label: "Streak shield saves",
    describe: (n) => `A streak shield saves the streak ${plural(n, "time", "times")}`,
  },
  referrals_completed: {
    field: "count",
    label: "Friends referred",
    describe: (n) => `Refer ${plural(n, "family", "families")}`,
  },
};

/** The badge form as typed: game modes as "timed,get_to_100". */
export interface BadgeFormValues extends Record<string, string> {
  name: string;
  description: string;
  trigger_type: string;
  trigger_value: string;
  game_modes: string;
}

export const emptyBadgeForm: BadgeFormValues = {
  name: "",
  description: "",
  trigger_type: "session_completed",
  trigger_value: "",
  game_modes: GAME_MODES.join(","),
};

const valueFieldOf = (type: string) => TRIGGER_VALUE[type as FormTriggerType]?.field ?? "count";

/**
 * Badge creation (gameplay spec §5): name, description and the trigger value
 * filled in ('Please fill in all required fields'), then the creation's own
 * schema: at least one game mode, at least 1 for a count, 0 to 100 for a percentage.
 */
export const badgeForm: FormDefinition<BadgeFormValues, typeof badgeBody> = {
  schema: badgeBody,
  toBody: (v) => ({
    name: v.name,
    description: v.description,
    trigger_rule: {
      type: v.trigger_type,
      [valueFieldOf(v.trigger_type)]: v.trigger_value.trim() === "" ? undefined : Number(v.trigger_value),
      game_modes: v.game_modes === "" ? [] : v.game_modes.split(","),
    },
  }),
  steps: [required(messages.fillAllRequiredFields, "name", "description", "trigger_value"), BODY],
  fieldOf: {
    trigger_rule: "trigger_value",
    "trigger_rule.game_modes": "game_modes",
    ...Object.fromEntries(
      [...new Set(Object.values(TRIGGER_VALUE).map((v) => v.field))].map((f) => [`trigger_rule.${f}`, "trigger_value"]),
    ),
  },
};
