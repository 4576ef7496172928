import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { FormState } from '../../hooks/useFormState';

/**
 * Form fields drawn as antd's vertical Form draws them (label above, its message below), for the pages that load
 * without antd. The state and the checks are useFormState's; these only draw. TextField, TextAreaField and
 * CheckboxField are a form's fields bound to its state: its value, its message once shown, its changes.
 */

interface FormItemProps {
  /** The control's id, which the label names. */
  id: string;
  label?: ReactNode;
  /** Marks the label with antd's red asterisk. */
  required?: boolean;
  /** The field's message, shown under it in red. */
  error?: string;
  /** A line of help under the field. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The ids a control points at for its message and help (aria-describedby). */
export const errorIdOf = (id: string) => `${id}_error`;
const extraIdOf = (id: string) => `${id}_extra`;

export function FormItem({ id, label, required = false, error, extra, children }: FormItemProps) {
  const hasHelp = Boolean(error) || Boolean(extra);
  return (
    <div
      className={['form-item', error && 'form-item-has-error', hasHelp && 'form-item-has-help']
        .filter(Boolean)
        .join(' ')}
    >
      {label && (
        <div className="form-item-label">
          <label htmlFor={id} className={required ? 'form-item-required' : undefined}>
            {label}
          </label>
        </div>
      )}
      {children}
      {error && (
        <div className="form-item-explain form-item-error" id={errorIdOf(id)} role="alert">
          {error}
        </div>
      )}
      {extra && (
        <div className="form-item-explain" id={extraIdOf(id)}>
          {extra}
        </div>
      )}
    </div>
  );
}

/** What a control carries of its field's state: invalid while it has a message, described by it. */
export const fieldAria = (id: string, error: string | undefined, extra?: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error && errorIdOf(id), extra ? extraIdOf(id) : null].filter(Boolean).join(' ') || undefined,
});

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  invalid?: boolean;
  onChange(value: string): void;
}

/** antd's Input: a text field, red-bordered while its field has a message. */
export function TextInput({ invalid, className, onChange, ...rest }: TextInputProps) {
  return (
    <input
      type="text"
      {...rest}
      className={['input', invalid && 'input-error', className].filter(Boolean).join(' ')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  invalid?: boolean;
  onChange(value: string): void;
}

/** antd's Input.TextArea. */
export function TextArea({ invalid, className, onChange, ...rest }: TextAreaProps) {
  return (
    <textarea
      {...rest}
      className={['input', 'textarea', invalid && 'input-error', className].filter(Boolean).join(' ')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type' | 'checked'> {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}

/** antd's Checkbox: the browser's own, drawn as antd's box, with its text as its label. */
export function Checkbox({ checked, onChange, children, className, ...rest }: CheckboxProps) {
  return (
    <label className={['checkbox', rest.disabled && 'checkbox-disabled', className].filter(Boolean).join(' ')}>
      <span className="checkbox-control">
        <input {...rest} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span className="checkbox-box" aria-hidden="true" />
      </span>
      <span>{children}</span>
    </label>
  );
}

interface RadioGroupProps<T extends string> {
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
  label: string;
  testId?: string;
  disabled?: boolean;
}

/** antd's Radio.Group with options: the browser's own radio buttons, drawn as antd's. */
export function RadioGroup<T extends string>({
  name,
  value,
  options,
  onChange,
  label,
  testId,
  disabled,
}: RadioGroupProps<T>) {
  return (
    <div className="radio-group" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <label key={option.value} className={disabled ? 'radio radio-disabled' : 'radio'}>
          <span className="radio-control">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            <span className="radio-dot" aria-hidden="true" />
          </span>
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** The names of the fields of V that hold a T. */
type FieldsHolding<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

/** What every bound field takes: the form, the field, and the control's id (antd's `<form name>_<field>`). */
interface BoundFieldProps<V, T> {
  form: FormState<V>;
  name: FieldsHolding<V, T>;
  id: string;
}

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'id' | 'value' | 'onChange' | 'required'
>;

interface TextFieldProps<V> extends BoundFieldProps<V, string | undefined>, NativeInputProps {
  label: string;
  /** The rules refuse it empty: its label carries the asterisk. */
  required?: boolean;
  extra?: string;
}

/** A labelled text input holding a string field, its message under it. */
export function TextField<V>({ form, name, id, label, required = false, extra, ...input }: TextFieldProps<V>) {
  const error = form.error(name);
  return (
    <FormItem id={id} label={label} required={required} error={error} extra={extra}>
      <TextInput
        {...input}
        {...fieldAria(id, error, extra)}
        id={id}
        name={name}
        value={(form.values[name] as string | undefined) ?? ''}
        invalid={Boolean(error)}
        onChange={(value) => form.set(name, value as V[typeof name])}
      />
    </FormItem>
  );
}

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'form' | 'name' | 'id' | 'value' | 'onChange' | 'required'
>;

interface TextAreaFieldProps<V> extends BoundFieldProps<V, string | undefined>, NativeTextAreaProps {
  label: string;
}

/** A labelled text area holding a string field, its message under it. */
export function TextAreaField<V>({ form, name, id, label, ...textArea }: TextAreaFieldProps<V>) {
  const error = form.error(name);
  return (
    <FormItem id={id} label={label} error={error}>
      <TextArea
        {...fieldAria(id, error)}
        id={id}
        name={name}
        {...textArea}
        value={(form.values[name] as string | undefined) ?? ''}
        invalid={Boolean(error)}
        onChange={(value) => form.set(name, value as V[typeof name])}
      />
    </FormItem>
  );
}

interface CheckboxFieldProps<V> extends BoundFieldProps<V, boolean> {
  /** The checkbox's text, which is its label. */
  children: ReactNode;
}

/** A checkbox holding a yes/no field, its message (a box that must be ticked) under it. */
export function CheckboxField<V>({ form, name, id, children }: CheckboxFieldProps<V>) {
  const error = form.error(name);
  return (
    <FormItem id={id} error={error}>
      <Checkbox
        {...fieldAria(id, error)}
        id={id}
        checked={form.values[name] as boolean}
        onChange={(checked) => form.set(name, checked as V[typeof name])}
      >
        {children}
      </Checkbox>
    </FormItem>
  );
}
