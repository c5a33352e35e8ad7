import { supportMessageBody } from "../api/support";

export interface SupportFormValues {
  name: string;
  email: string;
  message: string;
  token: string;
}
export type SupportFormErrors = Partial<Record<keyof SupportFormValues, string>>;

/**
 * The public support form's checks (spec 5), by the same schema the server
 * applies: the first message for each field, or null when it may be sent.
 */
export function checkSupportForm(values: SupportFormValues): SupportFormErrors | null {
  const result = supportMessageBody.safeParse(values);
  if (result.success) return null;
  const errors: SupportFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SupportFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
