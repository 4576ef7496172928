import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * A secret as a key object, made once per secret: HMAC (and jsonwebtoken) turn a string secret into one on every
 * call, which was the largest single cost of a subgraph request after the database.
 */
export function secretKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
