import type { AccessSettings } from "../access-settings";
import type { TimeAllowance } from "../game/time-allowance";
import { updateChild } from "../api/children";
import { BODY, bodyOf, type FormDefinition } from "./form-check";

const updateChildBody = bodyOf(updateChild);

/** The help a child gets while playing: one tick per setting, and the clock (more time). */
export type AccessFormValues = AccessSettings & { time_allowance: TimeAllowance };

/** The help a child gets while playing, sent whole: the ticks and the clock. */
export const accessSettingsForm: FormDefinition<AccessFormValues, typeof updateChildBody> = {
  schema: updateChildBody,
  toBody: ({ time_allowance, ...ticked }) => ({ access_settings: ticked, time_allowance }),
  steps: [BODY],
};

export type FocusTablesValues = { focus_tables: readonly number[] };

/** The times tables a child works on first: the tables ticked (none lets the practice choose). */
export const focusTablesForm: FormDefinition<FocusTablesValues, typeof updateChildBody> = {
  schema: updateChildBody,
  toBody: ({ focus_tables }) => ({ focus_tables }),
  steps: [BODY],
};
