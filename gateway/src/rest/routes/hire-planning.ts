import { hireDaySheetSchema, hirePlanningCellSchema, hirePlanningSchema } from '@shop/contracts';
import { graphql } from '../__generated__';
import { intParam, route, stringQuery } from '../route';

/** The hire desk's planning: the eight-week timeline, the bookings behind a day of it, and the day sheet. */

export const hirePlanningRoutes = [
  route({
    method: 'get',
    path: '/api/admin/hire/planning',
    summary: 'The hire planning timeline: eight weeks of units committed per day',
    description:
      '56 UK days from `from` (YYYY-MM-DD, today by default). A row per hire product (name order): its units in ' +
      'service and, per day, the units committed (what a one-day hire of the day would clash with, turnaround ' +
      'included: in service − committed is the per-day availability), the units out (`out`) and turning round ' +
      'after a hire (`turnaround`), and the indexes of the days it is short (out and turning round above in ' +
      'service). A ' +
      "kit's row counts the kits booked (collection day up to the return day); its units in service are the whole " +
      "kits its parts' fleets make up, and it is short exactly when one of its parts is.",
    auth: 'admin',
    query: hirePlanningSchema,
    operation: graphql(`
      query HirePlanning($from: String) {
        hirePlanning(from: $from) {
          days
          rows {
            productId
            name
            slug
            kit
            unitsInService
            days
            out
            turnaround
            shortDays
          }
        }
      }
    `),
    variables: (req) => ({ from: stringQuery(req, 'from') ?? null }),
    result: (d) => d.hirePlanning,
  }),
  route({
    method: 'get',
    path: '/api/admin/hire/products/:id/bookings',
    summary: 'The bookings behind a day of the planning timeline',
    description:
      "The confirmed or dispatched bookings that make up a hire product's committed units on a UK day (`day`, " +
      'YYYY-MM-DD), earliest first: quote number, customer, units held, dates and stage.',
    auth: 'admin',
    query: hirePlanningCellSchema,
    errors: [404],
    operation: graphql(`
      query HirePlanningBookings($productId: Int!, $day: String!) {
        hirePlanningBookings(productId: $productId, day: $day) {
          quoteId
          number
          customerName
          quantity
          startDate
          endDate
          stage
        }
      }
    `),
    variables: (req) => ({ productId: intParam(req, 'id'), day: stringQuery(req, 'day') ?? null }),
    result: (d) => d.hirePlanningBookings,
  }),
  route({
    method: 'get',
    path: '/api/admin/hire/day-sheet',
    summary: 'The day sheet: what goes out and comes back today and tomorrow',
    description:
      'For `day` (YYYY-MM-DD, today by default) and the next: the confirmed or dispatched bookings starting (going ' +
      'out) and ending (coming back) that UK day, with their lines, the customer and their phone, delivery or ' +
      'collection details and the units dispatched on them.',
    auth: 'admin',
    query: hireDaySheetSchema,
    operation: graphql(`
      query HireDaySheet($day: String) {
        hireDaySheet(day: $day) {
          day
          goingOut {
            ...HireSheetBookingFields
          }
          comingBack {
            ...HireSheetBookingFields
          }
        }
      }
    `),
    variables: (req) => ({ day: stringQuery(req, 'day') ?? null }),
    result: (d) => d.hireDaySheet,
  }),
];
