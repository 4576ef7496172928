/**
 * The failed-login rule: too many failures for one username from one address, from one address
 * overall, or for one username from all addresses together, within a window blocks further
 * attempts until that window ends. The last is the account's own: a botnet, or one client
 * rotating through the addresses of its IPv6 /64, gets no more tries at one password than a
 * single address would, twice over. Its price is that anyone can lock an account for a window
 * by failing on it; the owner then waits it out (the message says how long).
 */
export interface LoginLimits {
  /** Failures allowed for one username from one address. */
  perUsernameAndIp: number;
  /** Failures allowed from one address across all usernames. */
  perIp: number;
  /** Failures allowed for one username across all addresses. */
  perUsername: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perUsernameAndIp: 5,
  perIp: 20,
  perUsername: 10,
  windowSeconds: 15 * 60,
};

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
