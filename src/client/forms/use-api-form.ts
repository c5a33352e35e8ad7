import type { z } from "zod";
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";
import { typedWholeNumber } from "../../shared/forms/digits";
import {
  checkForm,
  fieldErrorsFrom,
  type FieldErrors,
  type FormDefinition,
  type FormValues,
} from "../../shared/forms/form-check";
import { messages } from "../../shared/messages";
import { ApiError } from "../api-error";

/** The fields of `V` that hold text as typed (an input, a text area, a select of strings). */
export type TextField<V> = {
  [K in keyof V & string]: V[K] extends string ? (string extends V[K] ? K : never) : never;
}[keyof V & string];

/** The fields of `V` that hold a whole number, null while the input is blank. */
export type NumberField<V> = {
  [K in keyof V & string]: V[K] extends number | null ? (number | null extends V[K] ? K : never) : never;
}[keyof V & string];

type SetValue<V> = <K extends keyof V & string>(field: K, value: V[K]) => void;

/** What an input is given: its text and a change handler. */
interface InputProps {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}

type Definition<V extends FormValues, S extends z.ZodType> =
  FormDefinition<V, S> | (() => Promise<FormDefinition<V, S>>);

export interface ApiFormOptions<V extends FormValues, S extends z.ZodType, R> {
  initial: V;
  /**
   * The form's checks (shared/forms). A public page passes a loader, called
   * when the form is first focused, so that the page carries no schema code
   * until someone starts typing.
   */
  definition: Definition<V, S>;
  /** Sends the body the checks made (trimmed, lowercased as the schema says). */
  send: (body: z.output<S>, values: V) => Promise<R>;
  /** After a successful send. */
  onSent?: (result: R, values: V) => void;
  /**
   * The form's message for a failed send; null shows none (the page handled
   * it). By default the server's own message, else `fallback`.
   */
  failure?: (error: unknown, setValue: SetValue<V>) => string | null;
  /** The message when the send failed without an answer from the server. */
  fallback?: string;
}

export interface ApiForm<V extends FormValues> {
  values: V;
  /** Sets a field to a value of its own type (a list of the options ticked, a tick, a number). */
  setValue: SetValue<V>;
  /** Sets several fields at once (a choice that changes others with it). */
  setValues: (changes: Partial<V>) => void;
  /** The value and change handler of a text input; `clean` tidies what is typed (e.g. digits only). */
  field: (name: TextField<V>, clean?: (typed: string) => string) => InputProps;
  /**
   * The value and change handler of a whole-number input of at most `digits`
   * digits: blank is null; text that is not a whole number ("2.5") stays as
   * typed and is NaN, which the schema refuses with the field's message.
   */
  numberField: (name: NumberField<V>, digits: number) => InputProps;
  /** The form's message: the first problem in the checks' order, or why the send failed. */
  message: string | null;
  /** The form's message unless a field already shows it: for a banner above fields that show their own. */
  banner: string | null;
  /** Why the last send failed (null after a failed check): for forms that show checks only on the fields. */
  failure: string | null;
  /** Each field's first problem, from the checks or from the server. */
  fields: FieldErrors<V>;
  busy: boolean;
  /** True once a send has succeeded (until `reset`). */
  sent: boolean;
  reset: (values?: V) => void;
  /** Hides the form's message (e.g. after a while), keeping what is typed. */
  clearMessage: () => void;
  /** Spread on the <form>: checks and sends on submit, loads the checks on focus. */
  formProps: { onSubmit: (e: SyntheticEvent) => void; onFocus: () => void; noValidate: true };
}

function load<V extends FormValues, S extends z.ZodType>(definition: Definition<V, S>): Promise<FormDefinition<V, S>> {
  return typeof definition === "function" ? definition() : Promise.resolve(definition);
}

/**
 * The one form pattern (docs/decisions/0010-forms.md): the values, the
 * checks derived from the request body's schema, the busy state, the send,
 * and the server's errors mapped back onto the fields.
 */
export function useApiForm<V extends FormValues, S extends z.ZodType, R>(options: ApiFormOptions<V, S, R>): ApiForm<V> {
  const [values, setValues] = useState<V>(options.initial);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors<V>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // One send in flight per form, decided at once: `busy` is state, seen only
  // after the next render, and three Enters come before it.
  const inFlight = useRef(false);
  // The latest options and values, so that handlers stay stable.
  const latest = useRef({ options, values });
  useEffect(() => {
    latest.current = { options, values };
  });

  const setValue: SetValue<V> = useCallback((field, value) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const setSome = useCallback((changes: Partial<V>) => {
    setValues((v) => ({ ...v, ...changes }));
  }, []);

  const field = useCallback(
    (name: TextField<V>, clean?: (typed: string) => string): InputProps => ({
      value: values[name] as string,
      onChange: (e) => setValue(name, (clean ? clean(e.target.value) : e.target.value) as V[TextField<V>]),
    }),
    [values, setValue],
  );

  // What was typed in a number field while it is not a whole number; the value is NaN meanwhile.
  const [keptText, setKeptText] = useState<Partial<Record<string, string>>>({});
  const numberField = useCallback(
    (name: NumberField<V>, digits: number): InputProps => {
      const value = values[name] as number | null;
      const kept = keptText[name];
      return {
        value: kept !== undefined && Number.isNaN(value) ? kept : value === null ? "" : String(value),
        onChange: (e) => {
          const typed = typedWholeNumber(e.target.value, digits);
          setKeptText((now) => ({ ...now, [name]: typed.kept ?? undefined }));
          setValue(name, typed.value as V[NumberField<V>]);
        },
      };
    },
    [values, keptText, setValue],
  );

  const reset = useCallback((next?: V) => {
    setValues(next ?? latest.current.options.initial);
    setMessage(null);
    setFailure(null);
    setFields({});
    setBusy(false);
    setSent(false);
  }, []);

  const clearMessage = useCallback(() => {
    setMessage(null);
    setFailure(null);
  }, []);

  /** Checks and sends; the caller has claimed `inFlight`, released here whatever happens. */
  const checkAndSend = useCallback(async () => {
    const { options: o, values: typed } = latest.current;
    let definition: FormDefinition<V, S>;
    try {
      definition = await load(o.definition);
    } catch {
      setMessage(messages.somethingWentWrong);
      setFailure(messages.somethingWentWrong);
      return;
    }
    const checked = checkForm(definition, typed);
    setFailure(null);
    if (!checked.ok) {
      setMessage(checked.message);
      setFields(checked.fields);
      return;
    }
    setMessage(null);
    setFields({});
    setBusy(true);
    try {
      const result = await o.send(checked.body, typed);
      o.onSent?.(result, typed);
      setSent(true);
    } catch (error) {
      const fallback = o.fallback ?? messages.somethingWentWrong;
      const text = o.failure
        ? o.failure(error, setValue)
        : error instanceof ApiError
          ? error.message || fallback
          : fallback;
      setMessage(text);
      setFailure(text);
      if (error instanceof ApiError) setFields(fieldErrorsFrom(definition, error.fields));
    } finally {
      setBusy(false);
    }
  }, [setValue]);

  const submit = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    void checkAndSend().finally(() => {
      inFlight.current = false;
    });
  }, [checkAndSend]);

  const formProps = {
    onSubmit: (e: SyntheticEvent) => {
      e.preventDefault();
      submit();
    },
    onFocus: () => {
      const { definition } = latest.current.options;
      if (typeof definition === "function") void definition().catch(() => undefined);
    },
    noValidate: true as const,
  };

  const banner = message !== null && Object.values(fields).includes(message) ? null : message;
  return {
    values,
    setValue,
    setValues: setSome,
    field,
    numberField,
    message,
    banner,
    failure,
    fields,
    busy,
    sent,
    reset,
    clearMessage,
    formProps,
  };
}
