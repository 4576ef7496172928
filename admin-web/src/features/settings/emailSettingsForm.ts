import type { FormRule } from 'antd';
import { EMAIL_SETTINGS_MESSAGES, emailSettingsSchema } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import type { EmailSettingsInput, EmailSettingsState } from '../../graphql/notify';

type Settings = Omit<EmailSettingsState['settings'], '__typename'>;

/** What the form edits: the settings as read, with the port empty while cleared and the password typed afresh. */
export type EmailSettingsValues = Omit<Settings, 'port'> & { port: number | null };

const shape = emailSettingsSchema.shape;

/** The service's own schema, field by field, so the form shows the messages the server would answer. */
export const emailSettingsRules: Partial<Record<keyof EmailSettingsValues, FormRule[]>> = {
  host: [zodRule(shape.host)],
  port: [zodRule(shape.port)],
  user: [zodRule(shape.user)],
  from: [zodRule(shape.from)],
  to: [zodRule(shape.to)],
  footerContactEmail: [zodRule(shape.footerContactEmail, { optional: true })],
  footerPhone: [zodRule(shape.footerPhone, { optional: true })],
  footerVatNumber: [zodRule(shape.footerVatNumber, { optional: true })],
  footerCompanyNumber: [zodRule(shape.footerCompanyNumber, { optional: true })],
};

/** A blank password keeps the stored one, so it is only required before anything is stored. */
export const passwordRules = (configured: boolean): FormRule[] => [
  configured
    ? zodRule(shape.pass, { optional: true })
    : zodRule(shape.pass, { requiredMessage: EMAIL_SETTINGS_MESSAGES.pass }),
];

export function toFormValues({ settings }: EmailSettingsState): EmailSettingsValues {
  const { __typename: _, ...values } = settings;
  // The answer carries only a mask; the field stays blank unless a new password is typed.
  return { ...values, pass: '' };
}

export function toInput(values: EmailSettingsValues): EmailSettingsInput {
  return { ...values, pass: values.pass || null };
}
