import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { dismissToast, errorMessage, notifyError } from '@grovekeeper/shared';
import { hasErrors } from '../utils/validation';
import type { FieldErrors } from '../utils/validation';

/** What a form field takes from the form's state. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * The state of the sign-in and register forms: the values typed, each field's error (cleared
 * as soon as the field changes) and whether the form is being sent.
 */
export function useAuthForm<Values extends { [Field in keyof Values]: string }>(
  initial: Values,
  validate: (values: Values) => FieldErrors<Values>,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [busy, setBusy] = useState(false);

  /** Each field's TextField props: its name, value, change handler and error. */
  const fields = Object.fromEntries(
    (Object.keys(values) as (keyof Values & string)[]).map((name): [string, FieldProps] => [
      name,
      {
        name,
        value: values[name],
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          setValues((current) => ({ ...current, [name]: event.target.value }));
          setErrors((current) => ({ ...current, [name]: undefined }));
        },
        error: Boolean(errors[name]),
        helperText: errors[name],
      },
    ]),
  ) as Record<keyof Values & string, FieldProps>;

  /**
   * The form's submit: checks the values, then runs `send` with the button busy. A failure is
   * told in a toast (the server's reason, else `failed`) and frees the button; so does a
   * success, unless the page `leaves` on it (the button stays busy until the page has gone).
   */
  const submit =
    (send: (values: Values) => Promise<void>, failed: () => string, leaves = false) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate(values);
      setErrors(found);
      if (hasErrors(found)) return;
      // A previous attempt's error must not linger on the page the user lands on.
      dismissToast();
      setBusy(true);
      try {
        await send(values);
        if (!leaves) setBusy(false);
      } catch (error) {
        notifyError(errorMessage(error, failed()));
        setBusy(false);
      }
    };

  return { busy, fields, submit };
}
