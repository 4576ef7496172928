import type { Response } from 'express';
import { z } from 'zod';
import { hireCalendarTokenSchema } from '@shop/contracts';
import { graphql } from '../__generated__';
import type { HireCalendarQuery } from '../__generated__/graphql';
import { route } from '../route';

const ICALENDAR = 'text/calendar; charset=utf-8';

/** Sends the calendar as an iCalendar file no shared cache keeps: its address is a secret. */
function sendCalendar(res: Response, { hireCalendar }: HireCalendarQuery) {
  res.setHeader('content-type', ICALENDAR);
  res.setHeader('cache-control', 'private, no-store');
  res.setHeader('content-disposition', 'inline; filename="hire-desk.ics"');
  res.send(hireCalendar);
}

/** The hire desk's calendar feed, for its calendar app. */
export const hireCalendarRoutes = [
  route({
    method: 'get',
    path: '/api/hire/calendar/:token.ics',
    summary: "The hire desk's calendar (iCalendar)",
    description:
      'Confirmed bookings going out (on their first day) and coming back (on their last), 30 days back to 180 ' +
      'ahead, as all-day events with the booking number, customer, lines and delivery or collection details. ' +
      'The token is the secret the admin makes in Settings; a revoked, replaced or wrong token answers 404.',
    auth: 'public',
    params: z.object({ token: hireCalendarTokenSchema }),
    responseDescription: 'The calendar, text/calendar (RFC 5545); not kept by shared caches',
    contentType: ICALENDAR,
    operation: graphql(`
      query HireCalendar($token: String!) {
        hireCalendar(token: $token)
      }
    `),
    variables: (req) => ({ token: req.params.token }),
    send: sendCalendar,
  }),
];
