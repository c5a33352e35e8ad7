import type { z } from "zod";
import { createBadge } from "../api/badge-admin";
import type { TriggerRuleType } from "../engagement/trigger-rule";
import { GAME_MODES } from "../game/modes";
import { messages } from "../messages";
import { BODY, bodyOf, type FormDefinition } from "./form-check";

const badgeBody = bodyOf(createBadge);

/** The numbers a rule can take: each is a field of the rule and an input of the form, under the same name. */
type RuleNumber = "count" | "threshold" | "max_seconds" | "days" | "streak_days" | "shield_uses";

interface RuleForm {
  /** How the form's "Earned for" list names the rule. */
  label: string;
  /** The rule's numbers, in the order the form asks for them, with their labels. */
  numbers: readonly { field: RuleNumber; label: string }[];
  /** The rule also names a question type (a run of right answers of one type). */
  questionType?: true;
}

/** Every rule type of the trigger-rule schema, as the badge form offers it (docs/product/gameplay.md#badges). */
export const RULE_FORMS: Readonly<Record<TriggerRuleType, RuleForm>> = {
  session_completed: { label: "Completing games", numbers: [{ field: "count", label: "Games completed" }] },
  score_percentage: {
    label: "A high score in one game",
    numbers: [{ field: "threshold", label: "Score in one game (%)" }],
  },
  session_duration: {
    label: "Full marks, quickly",
    numbers: [{ field: "max_seconds", label: "Full marks within (seconds)" }],
  },
  streak: {
    label: "Right answers in a row",
    questionType: true,
    numbers: [{ field: "count", label: "Right in a row, in one game" }],
  },
  high_score_sessions: {
    label: "High scores in several games",
    numbers: [
      { field: "threshold", label: "Score in each game (%)" },
      { field: "count", label: "Number of games" },
    ],
  },
  daily_streak: { label: "Playing days in a row", numbers: [{ field: "days", label: "Days in a row (1 to 7)" }] },
  first_streak_shield: { label: "Earning a first streak shield", numbers: [] },
  shield_uses: { label: "Streak shield saves", numbers: [{ field: "count", label: "Streak shield saves" }] },
  streak_and_shield_uses: {
    label: "A streak and shield saves",
    numbers: [
      { field: "streak_days", label: "Days in the streak" },
      { field: "shield_uses", label: "Streak shield saves" },
    ],
  },
  referrals_completed: { label: "Referring friends", numbers: [{ field: "count", label: "Friends referred" }] },
};

export const FORM_TRIGGER_TYPES = Object.keys(RULE_FORMS) as TriggerRuleType[];

type RuleBody = z.input<typeof badgeBody>["trigger_rule"];

/**
 * The badge form as typed: the rule's fields side by side, one input per rule
 * number (only the chosen rule's are shown; null while blank), and the game
 * modes ticked.
 */
export type BadgeFormValues = {
  name: string;
  description: string;
  /** The selects' choices, as chosen; the schema checks them. */
  trigger_type: string;
  question_type: string;
  game_modes: NonNullable<RuleBody["game_modes"]>;
} & Record<RuleNumber, number | null>;

export const emptyBadgeForm: BadgeFormValues = {
  name: "",
  description: "",
  trigger_type: "session_completed",
  question_type: "multiplication",
  count: null,
  threshold: null,
  max_seconds: null,
  days: null,
  streak_days: null,
  shield_uses: null,
  game_modes: [...GAME_MODES],
};

const ruleFormOf = (type: string): RuleForm | undefined => RULE_FORMS[type as TriggerRuleType];
const blank = (value: string) => value.trim() === "";

/**
 * Badge creation (docs/product/gameplay.md#badges): name, description and the rule's values
 * filled in ('Please fill in all required fields'), then the creation's own
 * schema: at least one game mode, at least 1 for a count, 0 to 100 for a percentage.
 */
export const badgeForm: FormDefinition<BadgeFormValues, typeof badgeBody> = {
  schema: badgeBody,
  toBody: (v) => {
    const rule = ruleFormOf(v.trigger_type);
    return {
      name: v.name,
      description: v.description,
      trigger_rule: {
        type: v.trigger_type,
        ...Object.fromEntries((rule?.numbers ?? []).map(({ field }) => [field, v[field] ?? undefined])),
        ...(rule?.questionType && { question_type: v.question_type }),
        game_modes: v.game_modes,
      },
    };
  },
  steps: [
    {
      kind: "rule",
      test: (v) =>
        blank(v.name) ||
        blank(v.description) ||
        (ruleFormOf(v.trigger_type)?.numbers ?? []).some((n) => v[n.field] === null)
          ? messages.fillAllRequiredFields
          : null,
    },
    BODY,
  ],
  fieldOf: {
    trigger_rule: "trigger_type",
    "trigger_rule.type": "trigger_type",
    "trigger_rule.question_type": "question_type",
    "trigger_rule.game_modes": "game_modes",
    ...Object.fromEntries(
      (["count", "threshold", "max_seconds", "days", "streak_days", "shield_uses"] as const).map((f) => [
        `trigger_rule.${f}`,
        f,
      ]),
    ),
  },
};
