/** A UK calendar day as the instant stored for it: its start in UTC (still that day in the UK, summer or winter). */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
