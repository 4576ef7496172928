import { Schema, type Connection, type Model } from 'mongoose';
import type { AttachmentSource } from '../domain/attachments';

/** queued -> sending (one send holds it, recorded before the SMTP conversation) -> sent, queued again or failed. */
export const EMAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/**
 * One email the shop sends, from the event that caused it to the SMTP server's answer: the
 * outgoing-mail log admins read, and the idempotency record (`key`: event id and recipient).
 */
export interface OutgoingEmail {
  id: number;
  key: string;
  /** What caused it, e.g. OrderPlaced, and for whom (customer or business). */
  cause: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What its attachments are made from at send time (records from before attachments have none). */
  attachments?: AttachmentSource[];
  state: EmailState;
  attempts: number;
  lastError: string | null;
  /** The BullMQ job that sends it now, so a sweep can tell a queued email whose job was lost. */
  jobId: string | null;
  /**
   * The send that holds it while `sending` (see OutgoingEmailStore.claim) and until when: only the holder talks
   * to the SMTP server and records the answer, so two runs of its job never send it side by side.
   */
  claimId: string | null;
  claimedUntil: Date | null;
  /**
   * Sends that took over a claim whose holder never answered (it died, or ran past its lease): each may
   * repeat an email the server had already accepted, since SMTP cannot be asked what it received.
   */
  takeovers: number;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const outgoingEmailSchema = new Schema<OutgoingEmail>(
  {
    id: { type: Number, required: true, unique: true },
    key: { type: String, required: true, unique: true },
    cause: { type: String, required: true },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    html: { type: String, required: true },
    text: { type: String, required: true },
    attachments: { type: [Schema.Types.Mixed], default: undefined },
    state: { type: String, enum: EMAIL_STATES, default: 'queued' },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
    jobId: { type: String, default: null },
    claimId: { type: String, default: null },
    claimedUntil: { type: Date, default: null },
    takeovers: { type: Number, default: 0 },
    sentAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
outgoingEmailSchema.index({ createdAt: -1 });
outgoingEmailSchema.index({ state: 1, updatedAt: 1 });

export const outgoingEmailModel = (connection: Connection): Model<OutgoingEmail> =>
  connection.model<OutgoingEmail>('OutgoingEmail', outgoingEmailSchema, 'outgoing_emails');
