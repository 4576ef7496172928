/**
 * The BullMQ job id of one attempt to send an email (`first`, `retry-<attempts>`, `requeue-<uuid>`).
 * BullMQ ignores a job id it already holds, so queueing the same attempt twice sends once.
 */
export const emailJobId = (emailId: number, attempt: string): string => `email-${emailId}-${attempt}`;
