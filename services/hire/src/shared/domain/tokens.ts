import { createHash } from 'node:crypto';

/** What is stored of a secret token (a quote's, a calendar feed's): its SHA-256, never the token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
