import jwt from 'jsonwebtoken';
import { Forbidden, Unauthorized, bearerToken, requireAdmin, requireUser, signToken, verifyToken } from '../src';

const secret = 'a-test-secret-of-enough-length';

describe('JWT sessions and role guards', () => {
  it('round-trips the user through a signed token', () => {
    const token = signToken({ id: 7, username: 'sam', role: 'admin' }, secret, { sessionId: 's-1', version: 3 });
    const user = verifyToken(token, secret);
    expect(user).toMatchObject({ id: 7, username: 'sam', role: 'admin', session: { id: 's-1', version: 3 } });
    // Admin sessions last 12 hours, customers' a week.
    expect(user!.session.expiresAt - Date.now() / 1000).toBeCloseTo(12 * 60 * 60, -1);
    const customer = verifyToken(signToken({ id: 8, username: 'kim', role: 'user' }, secret), secret)!;
    expect(customer.session.expiresAt - Date.now() / 1000).toBeCloseTo(7 * 24 * 60 * 60, -1);
    expect(customer.session.id).not.toBe('s-1');
  });

  it('rejects a tampered, foreign, expired or malformed token', () => {
    const token = signToken({ id: 7, username: 'sam', role: 'user' }, secret);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '7', username: 'sam', role: 'admin' })).toString('base64url');
    expect(verifyToken(`${h}.${forged}.${s}`, secret)).toBeNull();
    expect(verifyToken(token, 'another-secret-of-enough-length')).toBeNull();
    expect(
      verifyToken(signToken({ id: 7, username: 'sam', role: 'user' }, secret, { expiresInSeconds: -10 }), secret),
    ).toBeNull();
    expect(
      verifyToken(jwt.sign({ sub: '7', username: 'sam', role: 'root', sid: 's', sv: 0 }, secret), secret),
    ).toBeNull();
    // Tokens from before sessions were revocable carry no session: they are not accepted.
    expect(
      verifyToken(jwt.sign({ sub: '7', username: 'sam', role: 'user' }, secret, { expiresIn: 60 }), secret),
    ).toBeNull();
    expect(verifyToken('not-a-token', secret)).toBeNull();
    expect(verifyToken(undefined, secret)).toBeNull();
  });

  it('reads bearer tokens', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('guards roles: anonymous is 401, a customer on admin is 403', () => {
    const session = { id: 's', version: 0, expiresAt: Date.now() / 1000 + 60 };
    expect(() => requireUser({ user: null })).toThrow(Unauthorized);
    expect(() => requireAdmin({ user: { id: 1, username: 'c', role: 'user', session } })).toThrow(Forbidden);
    expect(requireAdmin({ user: { id: 1, username: 'a', role: 'admin', session } }).id).toBe(1);
  });
});
