import { supportMessageBody } from "../api/support";
import { BODY, type FormDefinition } from "./form-check";

/** The public Help Center form (spec 5): the server's own schema, each field's first message. */
export const supportForm: FormDefinition<
  { name: string; email: string; message: string; token: string },
  typeof supportMessageBody
> = {
  schema: supportMessageBody,
  toBody: (values) => values,
  steps: [BODY],
};
