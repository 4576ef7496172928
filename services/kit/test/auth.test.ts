import jwt from 'jsonwebtoken';
import { Forbidden, Unauthorized, bearerToken, requireAdmin, requireUser, signToken, verifyToken } from '../src';

const secret = 'a-test-secret-of-enough-length';

describe('JWT sessions and role guards', () => {
  it('round-trips the user through a signed token', () => {
    const token = signToken({ id: 7, username: 'sam', role: 'admin' }, secret);
    expect(verifyToken(token, secret)).toEqual({ id: 7, username: 'sam', role: 'admin' });
  });

  it('rejects a tampered, foreign, expired or malformed token', () => {
    const token = signToken({ id: 7, username: 'sam', role: 'user' }, secret);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '7', username: 'sam', role: 'admin' })).toString('base64url');
    expect(verifyToken(`${h}.${forged}.${s}`, secret)).toBeNull();
    expect(verifyToken(token, 'another-secret-of-enough-length')).toBeNull();
    expect(verifyToken(signToken({ id: 7, username: 'sam', role: 'user' }, secret, -10), secret)).toBeNull();
    expect(verifyToken(jwt.sign({ sub: '7', username: 'sam', role: 'root' }, secret), secret)).toBeNull();
    expect(verifyToken('not-a-token', secret)).toBeNull();
    expect(verifyToken(undefined, secret)).toBeNull();
  });

  it('reads bearer tokens', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('guards roles: anonymous is 401, a customer on admin is 403', () => {
    expect(() => requireUser({ user: null })).toThrow(Unauthorized);
    expect(() => requireAdmin({ user: { id: 1, username: 'c', role: 'user' } })).toThrow(Forbidden);
    expect(requireAdmin({ user: { id: 1, username: 'a', role: 'admin' } }).id).toBe(1);
  });
});
