import type { Redis } from 'ioredis';
import type { Session, SessionUser } from './auth';

/**
 * Which signed sessions are over, kept in Redis so every gateway replica sees a logout at once:
 * one key per ended session (until its token would have expired anyway) and one session version
 * per user, moved on by "sign out everywhere" and a password change. The accounts service writes
 * them; the gateway reads both keys in one round trip per signed-in request.
 */
export class SessionRegistry {
  constructor(
    private readonly redis: Redis,
    /** The deployment's namespace, shared by the accounts service and the gateway. */
    private readonly namespace: string,
  ) {}

  async end(session: Session): Promise<void> {
    const secondsLeft = Math.ceil(session.expiresAt - Date.now() / 1000);
    if (secondsLeft > 0) await this.redis.set(this.endedKey(session.id), '1', 'EX', secondsLeft);
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
