import type { FormRule } from 'antd';

/** Field rules the login, register and profile forms share, with the spec's messages. */

export const USERNAME_RULES: FormRule[] = [
  { required: true, min: 3, message: 'Username must be at least 3 characters' },
];

export const PASSWORD_RULES: FormRule[] = [
  { required: true, min: 6, message: 'Password must be at least 6 characters' },
];

export const EMAIL_RULES: FormRule[] = [
  { required: true, message: 'Email is required' },
  { type: 'email', message: 'Please enter a valid email address' },
];
