import { seal, unseal } from '../src/secrets';

describe('secrets at rest (AES-256-GCM)', () => {
  it('opens what it sealed, never storing the plain text, with a fresh IV each time', () => {
    const a = seal('mail-secret', 'key material of sixteen+');
    const b = seal('mail-secret', 'key material of sixteen+');
    expect(JSON.stringify(a)).not.toContain('mail-secret');
    expect(a.iv).not.toBe(b.iv);
    expect(unseal(a, 'key material of sixteen+')).toBe('mail-secret');
  });

  it('refuses a sealed value that was altered or a wrong key', () => {
    const sealed = seal('mail-secret', 'key material of sixteen+');
    const altered = { ...sealed, data: Buffer.from('tampered').toString('base64') };
    expect(() => unseal(altered, 'key material of sixteen+')).toThrow();
    expect(() => unseal(sealed, 'another key of sixteen++')).toThrow();
  });
});
