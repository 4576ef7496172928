import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

/** Each field's message, for the fields that have one. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export interface FormState<V> {
  values: V;
  /** Sets a field as the shopper changed it; the form is checked again. */
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** The field's message, shown once the field has changed or the form was sent (as antd's Form shows them). */
  error(field: keyof V): string | undefined;
  /** The form's onSubmit: checks every field; sends `onValid` the values when none has a message. */
  submit(event: FormEvent<HTMLFormElement>): void;
}

interface FormOptions<V> {
  initialValues: () => V;
  /**
   * Every field's message for these values. Asynchronous, so the rules (the services' zod schemas) load when the
   * form is first used rather than with the page.
   */
  check(values: V): Promise<FieldErrors<V>>;
  onValid(values: V): void;
}

/**
 * A form's values and messages, checked as antd's Form checks them: a field once it changes, every field on submit,
 * and nothing sent while any has a message; the first field with one is scrolled into view.
 */
export function useFormState<V extends object>({ initialValues, check, onValid }: FormOptions<V>): FormState<V> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [shown, setShown] = useState<ReadonlySet<keyof V> | 'all'>(() => new Set());
  const latest = useRef({ values, asked: 0 });
  const form = useRef<HTMLFormElement | null>(null);
  const [scrollToError, setScrollToError] = useState(0);
  const checkRef = useRef(check);
  checkRef.current = check;
  const onValidRef = useRef(onValid);
  onValidRef.current = onValid;

  /** Checks `next`; an answer overtaken by a later check is dropped. */
  const checkValues = useCallback((next: V) => {
    const asked = ++latest.current.asked;
    return checkRef.current(next).then((found) => {
      if (asked !== latest.current.asked) return null;
      setErrors(found);
      return found;
    });
  }, []);

  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      const next = { ...latest.current.values, [field]: value };
      latest.current.values = next;
      setValues(next);
      setShown((before) => (before === 'all' || before.has(field) ? before : new Set([...before, field])));
      void checkValues(next);
    },
    [checkValues],
  );

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      form.current = event.currentTarget;
      setShown('all');
      const sent = latest.current.values;
      void checkValues(sent).then((found) => {
        if (!found) return;
        if (Object.values(found).some(Boolean)) setScrollToError((n) => n + 1);
        else onValidRef.current(sent);
      });
    },
    [checkValues],
  );

  // Once the messages are drawn, the first field showing one is brought into view.
  useEffect(() => {
    if (scrollToError) form.current?.querySelector('.form-item-has-error')?.scrollIntoView({ block: 'nearest' });
  }, [scrollToError]);

  const error = (field: keyof V) => (shown === 'all' || shown.has(field) ? errors[field] : undefined);
  return { values, set, error, submit };
}
