import { EMAIL_REQUIRED, loginInputSchema, profileInputSchema, registerInputSchema } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import type { FormRule } from 'antd';

/** The login, register and profile fields, checked by the services' own rules and messages. */

export const USERNAME_RULES: FormRule[] = [zodRule(loginInputSchema.shape.username)];

export const PASSWORD_RULES: FormRule[] = [zodRule(loginInputSchema.shape.password)];

/** A confirmation field: it must repeat the password typed in `passwordField`. */
export const confirmPasswordRules = (passwordField: string): FormRule[] => [
  { required: true, message: "Passwords don't match" },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error("Passwords don't match")),
  }),
];

export const EMAIL_RULES: FormRule[] = [zodRule(registerInputSchema.shape.email, { requiredMessage: EMAIL_REQUIRED })];

export const FULL_NAME_RULES: FormRule[] = [zodRule(registerInputSchema.shape.fullName)];

/** A profile field the form may leave empty (it is then cleared, or for the name, kept). */
export const profileFieldRules = (field: keyof typeof profileInputSchema.shape): FormRule[] => [
  zodRule(profileInputSchema.shape[field], { optional: true }),
];
