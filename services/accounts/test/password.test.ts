import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../src/domain/password';

describe('password hashing (scrypt)', () => {
  it('stores a self-describing scrypt hash with a random 16-byte salt and a 64-byte key', async () => {
    const hash = await hashPassword('correct horse');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
    expect(hash).not.toContain('correct horse');
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret pass');
    await expect(verifyPassword('s3cret pass', hash)).resolves.toBe(true);
    await expect(verifyPassword('s3cret pas', hash)).resolves.toBe(false);
    await expect(verifyPassword('S3cret pass', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('old params');
    const [, , , , salt] = hash.split('$');
    const { scryptSync } = await import('node:crypto');
    const weaker = [
      'scrypt',
      1024,
      8,
      1,
      salt,
      scryptSync('old params', Buffer.from(salt, 'base64'), 32, { N: 1024 }).toString('base64'),
    ].join('$');
    await expect(verifyPassword('old params', weaker)).resolves.toBe(true);
    await expect(verifyPassword('other', weaker)).resolves.toBe(false);
  });

  it.each(['', 'plain-text', 'bcrypt$10$abc$def', 'scrypt$x$8$1$c2FsdA==$a2V5', 'scrypt$16384$8$1$c2FsdA==$'])(
    'treats a malformed stored hash %p as a mismatch',
    async (stored) => {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    },
  );

  it('spends a real verification on unknown users and always fails', async () => {
    await expect(verifyAgainstDecoy('whatever')).resolves.toBe(false);
  });
});
