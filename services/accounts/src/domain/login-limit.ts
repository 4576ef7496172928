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

/** A failure counter and the seconds left in its window (null when it has no window yet). */
export interface FailureCount {
  failures: number;
  secondsLeft: number | null;
}

export interface FailureCounts {
  usernameAndIp: FailureCount;
  ip: FailureCount;
}

/** Seconds until the caller may try again, or null when the attempt is allowed. */
export function loginRetryAfter(counts: FailureCounts, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): number | null {
  const waits = [
    blockedFor(counts.usernameAndIp, limits.perUsernameAndIp, limits.windowSeconds),
    blockedFor(counts.ip, limits.perIp, limits.windowSeconds),
  ].filter((w): w is number => w !== null);
  return waits.length ? Math.max(...waits) : null;
}

function blockedFor({ failures, secondsLeft }: FailureCount, limit: number, windowSeconds: number): number | null {
  if (failures < limit) return null;
  // A counter without a window should not exist; treat it as a fresh full window.
  const left = secondsLeft !== null && secondsLeft > 0 ? secondsLeft : windowSeconds;
  return Math.ceil(left);
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
