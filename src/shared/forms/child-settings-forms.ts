import type { AccessSettings } from "../access-settings";
import { updateChild } from "../api/children";
import { BODY, bodyOf, type FormDefinition } from "./form-check";

const updateChildBody = bodyOf(updateChild);

/** The help a child gets while playing: one tick per setting, sent whole. */
export const accessSettingsForm: FormDefinition<AccessSettings, typeof updateChildBody> = {
  schema: updateChildBody,
  toBody: (ticked) => ({ access_settings: ticked }),
  steps: [BODY],
};

export type FocusTablesValues = { focus_tables: readonly number[] };

/** The times tables a child works on first: the tables ticked (none lets the practice choose). */
export const focusTablesForm: FormDefinition<FocusTablesValues, typeof updateChildBody> = {
  schema: updateChildBody,
  toBody: ({ focus_tables }) => ({ focus_tables }),
  steps: [BODY],
};
