import { errorField, serverMessage } from '@shop/web-common';
import type { FormInstance } from 'antd';

export interface FieldError {
  field: string;
  message: string;
}

/** A refusal's "field: " prefix, as every input message the services write starts (e.g. "kitParts: Kit contents: …"). */
const PREFIXED = /^([A-Za-z][A-Za-z0-9]*): (.+)$/s;

/**
 * The form field a refused input names and what to show under it: the server's message without its "field: " prefix,
 * e.g. host and "SMTP server is required". The field is extensions.field, or else the message's prefix (some
 * refusals arrive without the extension); the caller shows it only under a field its form has.
 */
export function serverFieldError(error: unknown): FieldError | null {
  const message = serverMessage(error);
  const field = errorField(error) ?? PREFIXED.exec(message)?.[1];
  if (!field) return null;
  const prefix = `${field}: `;
  return { field, message: message.startsWith(prefix) ? message.slice(prefix.length) : message };
}

/** Puts a refused save's message under the field it names, when the form has that field. */
export function showServerFieldError(form: FormInstance, values: object, error: unknown): void {
  const fieldError = serverFieldError(error);
  if (fieldError && fieldError.field in values) {
    form.setFields([{ name: fieldError.field, errors: [fieldError.message] }]);
  }
}
