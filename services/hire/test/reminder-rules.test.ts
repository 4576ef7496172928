import { atUkHour, hireSettingsSchema, DEFAULT_HIRE_SETTINGS } from '@shop/contracts';
import { reminderAt, reminderDue } from '../src/modules/quotes/domain/reminders';

/** A booking as the rules read it: its stage, its days (stored as the day's start in UTC) and what was sent. */
const booking = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  stage: 'confirmed' as const,
  startDate: new Date(`${start}T00:00:00Z`),
  endDate: new Date(`${end}T00:00:00Z`),
  remindedAt: null,
  ...extra,
});

describe('booking reminders (rules)', () => {
  it('finds 9:00 UK time on a UK day, summer time or winter, across both clock changes', () => {
    expect(atUkHour('2027-06-15', 9)).toEqual(new Date('2027-06-15T08:00:00Z'));
    expect(atUkHour('2027-12-15', 9)).toEqual(new Date('2027-12-15T09:00:00Z'));
    // The clocks go forward early on Sunday 28 March 2027 and back early on Sunday 31 October 2027.
    expect(atUkHour('2027-03-27', 9)).toEqual(new Date('2027-03-27T09:00:00Z'));
    expect(atUkHour('2027-03-28', 9)).toEqual(new Date('2027-03-28T08:00:00Z'));
    expect(atUkHour('2027-10-30', 9)).toEqual(new Date('2027-10-30T08:00:00Z'));
    expect(atUkHour('2027-10-31', 9)).toEqual(new Date('2027-10-31T09:00:00Z'));
    // Midnight: the first moment of the UK day.
    expect(atUkHour('2027-06-15', 0)).toEqual(new Date('2027-06-14T23:00:00Z'));
  });

  it('times the start reminder the settings’ days before the first day and the end reminder the day before the last, on UK days', () => {
    // Starts Monday 29 March 2027, the day after the clocks go forward: two days before is Saturday, still GMT.
    expect(reminderAt('start', '2027-03-29', 2)).toEqual(new Date('2027-03-27T09:00:00Z'));
    expect(reminderAt('start', '2027-03-30', 2)).toEqual(new Date('2027-03-28T08:00:00Z'));
    // Ends Monday 1 November 2027: the day before is Sunday 31 October, the first day back on GMT.
    expect(reminderAt('end', '2027-11-01', 2)).toEqual(new Date('2027-10-31T09:00:00Z'));
    expect(reminderAt('end', '2027-10-31', 2)).toEqual(new Date('2027-10-30T08:00:00Z'));
    // Month and year ends are calendar arithmetic.
    expect(reminderAt('start', '2028-01-01', 3)).toEqual(new Date('2027-12-29T09:00:00Z'));
  });

  it('waits for the reminder’s time, sends it from then until its day begins, and only once', () => {
    const hire = booking('2027-06-10', '2027-06-12');
    expect(reminderDue(hire, 'start', new Date('2027-06-01T12:00:00Z'), 2)).toEqual(new Date('2027-06-08T08:00:00Z'));
    expect(reminderDue(hire, 'start', new Date('2027-06-08T07:59:59Z'), 2)).toEqual(new Date('2027-06-08T08:00:00Z'));
    expect(reminderDue(hire, 'start', new Date('2027-06-08T08:00:00Z'), 2)).toBe('send');
    // 23:30 UTC on 9 June is already 00:30 on 10 June in the UK: the first day has begun.
    expect(reminderDue(hire, 'start', new Date('2027-06-09T22:59:00Z'), 2)).toBe('send');
    expect(reminderDue(hire, 'start', new Date('2027-06-09T23:30:00Z'), 2)).toBe('none');
    expect(reminderDue(hire, 'end', new Date('2027-06-09T23:30:00Z'), 2)).toEqual(new Date('2027-06-11T08:00:00Z'));
    expect(reminderDue(hire, 'end', new Date('2027-06-11T08:00:00Z'), 2)).toBe('send');

    const sent = { ...hire, remindedAt: { start: new Date('2027-06-08T08:00:00Z') } };
    expect(reminderDue(sent, 'start', new Date('2027-06-08T09:00:00Z'), 2)).toBe('none');
    expect(reminderDue(sent, 'end', new Date('2027-06-11T09:00:00Z'), 2)).toBe('send');
  });

  it('reminds a confirmed booking, out or not yet, and no quote, cancelled or completed booking', () => {
    const at = new Date('2027-06-08T10:00:00Z');
    expect(reminderDue(booking('2027-06-10', '2027-06-12', { stage: 'out' }), 'start', at, 2)).toBe('send');
    for (const stage of ['requested', 'quoted', 'declined', 'expired', 'cancelled', 'completed'] as const) {
      expect(reminderDue(booking('2027-06-10', '2027-06-12', { stage }), 'start', at, 2)).toBe('none');
    }
  });

  it('keeps the start reminder’s days a setting from 1 to 30, 2 unless the desk changes it', () => {
    expect(DEFAULT_HIRE_SETTINGS.startReminderDaysBefore).toBe(2);
    expect(
      hireSettingsSchema.safeParse({ ...DEFAULT_HIRE_SETTINGS, startReminderDaysBefore: 0 }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ['startReminderDaysBefore'],
        message: 'Start reminder must be a whole number of days from 1 to 30',
      }),
    ]);
    expect(hireSettingsSchema.safeParse({ ...DEFAULT_HIRE_SETTINGS, startReminderDaysBefore: 31 }).success).toBe(false);
    expect(hireSettingsSchema.safeParse({ ...DEFAULT_HIRE_SETTINGS, startReminderDaysBefore: 1.5 }).success).toBe(
      false,
    );
  });
});
