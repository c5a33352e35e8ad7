import type { z } from "zod";

/**
 * One form pattern (docs/decisions/0010-forms.md): a form's checks are the
 * request body's own schema, with the few rules that only a form has (all
 * fields filled in, two passwords alike) placed before or after it in the
 * spec's order. The same definition maps the server's field errors back onto
 * the form.
 */

/**
 * One input's value, of the type its body field takes: text as typed, a whole
 * number (null while its input is blank), a tick, the options ticked among
 * several, or a choice not yet made (null).
 */
export type FormValue = string | number | boolean | null | readonly string[] | readonly number[];

/** What a form holds: one value per input, typed as the body schema types the field it fills. */
export type FormValues = Record<string, FormValue>;

export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/** A rule only the form has: a message when `values` break it, shown on `field` when given. */
interface FormRule<V extends FormValues> {
  kind: "rule";
  test: (values: V) => string | null;
  field?: keyof V & string;
}

/** Where the body schema's own messages come among the form's checks. */
interface BodyStep {
  kind: "body";
}

export type FormStep<V extends FormValues> = FormRule<V> | BodyStep;

export interface FormDefinition<V extends FormValues, S extends z.ZodType = z.ZodType> {
  /**
   * The request body's schema (the endpoint's, or a `pick` of it); null when
   * the server alone applies it, for a page that must stay light (the child's
   * sign-in): the form's own rules run here, and the schema's messages come
   * back from the server as field errors, in the same words.
   */
  schema: S | null;
  /** The body to check, made from the values as typed (the schema trims and lowercases). */
  toBody: (values: V) => Record<string, unknown>;
  /** The checks in the order their messages come; `BODY` marks where the schema's come. */
  steps: readonly FormStep<V>[];
  /** The form field that shows a body field's message, when their names differ. */
  fieldOf?: Readonly<Record<string, keyof V & string>>;
}

export type FormCheck<V extends FormValues, S extends z.ZodType> =
  | { ok: true; body: z.output<S> }
  | { ok: false; /** The first problem, in the checks' order. */ message: string; fields: FieldErrors<V> };

export const BODY: BodyStep = { kind: "body" };

/** An endpoint's body schema, for a form that sends it. */
export function bodyOf<S extends z.ZodType>(endpoint: { path: string; body?: S }): S {
  if (endpoint.body === undefined) throw new Error(`${endpoint.path} takes no body`);
  return endpoint.body;
}

/** Nothing entered: no text, no number, no choice, nothing ticked. */
const blank = (value: FormValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof value === "object" && value.length === 0);

/** Every one of `fields` filled in, or `message`. */
export function required<V extends FormValues>(message: string, ...fields: (keyof V & string)[]): FormRule<V> {
  return { kind: "rule", test: (values) => (fields.some((f) => blank(values[f])) ? message : null) };
}

/** `confirm` typed the same as `field`, or `message` (shown on `confirm`). */
export function sameAs<V extends FormValues>(
  field: keyof V & string,
  confirm: keyof V & string,
  message: string,
): FormRule<V> {
  return { kind: "rule", field: confirm, test: (values) => (values[field] === values[confirm] ? null : message) };
}

/** The form field a body field (or a server error's field) belongs to. */
function formFieldOf<V extends FormValues>(form: FormDefinition<V>, bodyField: string): (keyof V & string) | undefined {
  return form.fieldOf?.[bodyField] ?? bodyField;
}

/** The server's field errors, placed on the form's fields. */
export function fieldErrorsFrom<V extends FormValues>(
  form: FormDefinition<V>,
  serverFields: Readonly<Record<string, string>>,
): FieldErrors<V> {
  const fields: FieldErrors<V> = {};
  for (const [bodyField, message] of Object.entries(serverFields)) {
    const field = formFieldOf(form, bodyField);
    if (field !== undefined && fields[field] === undefined) fields[field] = message;
  }
  return fields;
}

/**
 * Runs a form's checks in order. Each field keeps its first message; the
 * form's message is the first problem found. When nothing is wrong, the body
 * comes back as the schema made it, ready to send.
 */
export function checkForm<V extends FormValues, S extends z.ZodType>(
  form: FormDefinition<V, S>,
  values: V,
): FormCheck<V, S> {
  const fields: FieldErrors<V> = {};
  let message: string | null = null;
  let body: { value: z.output<S> } | undefined;
  const note = (text: string, field: (keyof V & string) | undefined) => {
    message ??= text;
    if (field !== undefined && fields[field] === undefined) fields[field] = text;
  };
  for (const step of form.steps) {
    if (step.kind === "rule") {
      const problem = step.test(values);
      if (problem !== null) note(problem, step.field);
      continue;
    }
    if (form.schema === null) {
      // Checked by the server, against this very schema, when it is sent.
      body = { value: form.toBody(values) as z.output<S> };
      continue;
    }
    const parsed = form.schema.safeParse(form.toBody(values));
    if (parsed.success) {
      body = { value: parsed.data };
      continue;
    }
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      // A nested field may have a form field of its own (`fieldOf["rule.count"]`), else its top-level field's.
      const nested = form.fieldOf?.[issue.path.join(".")];
      note(issue.message, nested ?? (typeof first === "string" ? formFieldOf(form, first) : undefined));
    }
  }
  if (message !== null) return { ok: false, message, fields };
  if (body === undefined) throw new Error("A form's steps must include BODY");
  return { ok: true, body: body.value };
}
