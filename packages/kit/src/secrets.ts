import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A secret at rest (a settings form's password or API key): AES-256-GCM with a random IV; the tag proves it was not altered. */
export interface Sealed {
  iv: string;
  tag: string;
  data: string;
}

const keyOf = (material: string) => createHash('sha256').update(material).digest();

export function seal(plain: string, keyMaterial: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyMaterial), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

export function unseal(sealed: Sealed, keyMaterial: string): string {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keyMaterial), Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
}
