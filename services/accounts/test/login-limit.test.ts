import { DEFAULT_LOGIN_LIMITS, tooManyAttemptsMessage } from '../src/domain/login-limit';

describe('failed-login rule', () => {
  it('allows 5 failures per username and address, 20 per address and 10 per username in 15 minutes by default', () => {
    expect(DEFAULT_LOGIN_LIMITS).toEqual({ perUsernameAndIp: 5, perIp: 20, perUsername: 10, windowSeconds: 900 });
  });

  it('tells the shopper how many minutes to wait, rounded up', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many failed login attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(59)).toBe('Too many failed login attempts. Please try again in 1 minute.');
  });
});
