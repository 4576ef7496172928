import { z } from 'zod';

/**
 * The hire desk's calendar feed: an iCalendar address with a secret token in it, for the desk's
 * calendar app. It lists confirmed bookings going out (on their first day) and coming back (on
 * their last), from this many days back to this many days ahead (UK days).
 */
export const HIRE_CALENDAR_FEED_DAYS = { back: 30, ahead: 180 } as const;

/** The secret: 32 random bytes, base64url (256 bits). */
export const hireCalendarTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a calendar feed token');

/** The feed's path on the shop, e.g. /api/hire/calendar/<token>.ics */
export const hireCalendarPath = (token: string): string => `/api/hire/calendar/${token}.ics`;
