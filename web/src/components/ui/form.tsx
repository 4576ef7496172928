import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * Form fields drawn as antd's vertical Form draws them (label above, its message below), for the pages that load
 * without antd. The state and the checks are useFormState's; these only draw.
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
