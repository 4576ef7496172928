import { DEFAULT_LOGIN_LIMITS, loginRetryAfter, tooManyAttemptsMessage } from '../src/domain/login-limit';

const none = { failures: 0, secondsLeft: null };
const count = (failures: number, secondsLeft: number | null = 600) => ({ failures, secondsLeft });

describe('failed-login rule', () => {
  it('allows 5 failures per username and address and 20 per address in 15 minutes by default', () => {
    expect(DEFAULT_LOGIN_LIMITS).toEqual({ perUsernameAndIp: 5, perIp: 20, windowSeconds: 900 });
  });

  it('allows attempts below both limits', () => {
    expect(loginRetryAfter({ usernameAndIp: none, ip: none })).toBeNull();
    expect(loginRetryAfter({ usernameAndIp: count(4), ip: count(19) })).toBeNull();
  });

  it('blocks a username from an address after 5 failures until its window ends', () => {
    expect(loginRetryAfter({ usernameAndIp: count(5, 299.2), ip: count(5) })).toBe(300);
  });

  it('blocks an address after 20 failures across usernames', () => {
    expect(loginRetryAfter({ usernameAndIp: count(1), ip: count(20, 120) })).toBe(120);
  });

  it('waits for the later window when both limits are reached', () => {
    expect(loginRetryAfter({ usernameAndIp: count(5, 100), ip: count(25, 700) })).toBe(700);
  });

  it('treats a counter without a window as a full window', () => {
    expect(loginRetryAfter({ usernameAndIp: count(6, null), ip: none })).toBe(900);
  });

  it('follows custom limits', () => {
    const limits = { perUsernameAndIp: 2, perIp: 3, windowSeconds: 60 };
    expect(loginRetryAfter({ usernameAndIp: count(1), ip: count(2) }, limits)).toBeNull();
    expect(loginRetryAfter({ usernameAndIp: count(2, 30), ip: count(2) }, limits)).toBe(30);
  });

  it('tells the shopper how many minutes to wait, rounded up', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many failed login attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(59)).toBe('Too many failed login attempts. Please try again in 1 minute.');
  });
});
