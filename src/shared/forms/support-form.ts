import { submitSupportRequest, supportMessageBody } from "../api/support";
import { BODY, bodyOf, type FormDefinition } from "./form-check";

/** The public Help Center form (docs/product/accounts.md#support-and-feedback): the server's own schema, each field's first message. */
export const supportForm: FormDefinition<
  { name: string; email: string; message: string; token: string },
  typeof supportMessageBody
> = {
  schema: supportMessageBody,
  toBody: (values) => values,
  steps: [BODY],
};

const supportRequestBody = bodyOf(submitSupportRequest);
/** The account page's support form (docs/product/accounts.md#support-and-feedback): the email (filled in with the parent's) and the issue. */
export const supportRequestForm: FormDefinition<
  { email: string; issue_description: string },
  typeof supportRequestBody
> = {
  schema: supportRequestBody,
  toBody: (values) => values,
  steps: [BODY],
};
