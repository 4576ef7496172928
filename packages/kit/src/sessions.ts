import type { Redis } from 'ioredis';
import { sessionTtlSeconds, type SessionUser } from './auth';

/** Covers a renewal signed just as the session ended, its check having passed a moment before. */
const RENEWAL_RACE_SECONDS = 60;

/**
 * Which signed sessions are over, kept in Redis so every gateway replica sees a logout at once:
 * one key per ended session (until any renewal of its token would have expired) and one session version
 * per user, moved on by "sign out everywhere" and a password change. The accounts service writes
 * them; the gateway reads both keys in one round trip per signed-in request.
 */
export class SessionRegistry {
  constructor(
    private readonly redis: Redis,
    /** The deployment's namespace, shared by the accounts service and the gateway. */
    private readonly namespace: string,
  ) {}

  /**
   * Ends the session for as long as any copy of its token could live: the gateway renews a session
   * for a whole new lifetime while it is on, so a copy renewed before now outlives the one logging out.
   * The guard renews no ended session, so nothing signed after this outlives the record.
   */
  async end(user: SessionUser): Promise<void> {
    const seconds = sessionTtlSeconds(user.role) + RENEWAL_RACE_SECONDS;
    await this.redis.set(this.endedKey(user.session.id), '1', 'EX', seconds);
  }

  /** Ends every session of the user signed before `version` (the version stored with the user). */
  async setVersion(userId: number, version: number): Promise<void> {
    await this.redis.set(this.versionKey(userId), String(version));
  }

  /** Puts back a version Redis lost (it is the user record's copy); never lowers one it holds. */
  async restoreVersion(userId: number, version: number): Promise<void> {
    if (version > 0) await this.redis.set(this.versionKey(userId), String(version), 'NX');
  }

  async isActive(user: SessionUser): Promise<boolean> {
    const [ended, version] = await this.redis.mget(this.endedKey(user.session.id), this.versionKey(user.id));
    return ended === null && user.session.version >= Number(version ?? 0);
  }

  private endedKey(sessionId: string) {
    return `${this.namespace}:sessions:ended:${sessionId}`;
  }

  private versionKey(userId: number) {
    return `${this.namespace}:sessions:version:${userId}`;
  }
}
