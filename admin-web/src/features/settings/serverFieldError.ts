import { errorField, serverMessage } from '@shop/web-common';

/**
 * The form field a refused input names (extensions.field) and what to show under it: the server's message without
 * its "field: " prefix, e.g. host and "SMTP server is required".
 */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  const field = errorField(error);
  if (!field) return null;
  const message = serverMessage(error);
  const prefix = `${field}: `;
  return { field, message: message.startsWith(prefix) ? message.slice(prefix.length) : message };
}
