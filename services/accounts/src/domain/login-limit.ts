/**
 * The failed-login rule: too many failures for one username from one address, or from one
 * address overall, within a window blocks further attempts until that window ends.
 */
export interface LoginLimits {
  /** Failures allowed for one username from one address. */
  perUsernameAndIp: number;
  /** Failures allowed from one address across all usernames. */
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUsernameAndIp: 5, perIp: 20, windowSeconds: 15 * 60 };

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
