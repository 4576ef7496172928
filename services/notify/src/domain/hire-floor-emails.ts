import { formatDayMonthYear, formatPence, type EventData } from '@shop/contracts';
import { customer, type EmailSettings, type PlannedEmail } from './emails';
import { render } from './render';

/**
 * The customer's emails of a booking on the warehouse floor (pure): what went out, what came back and
 * how the hire's money settled. They obey `sendCustomerHireQuoteStatusUpdates`, as the quote's emails do;
 * the desk did each of these itself, so it is not told.
 */

type Row = [string, string];
type Returned = EventData<'HireUnitsReturned'>['returned'][number];

const CONDITION_TEXT: Record<Returned['condition'], string> = {
  ok: 'in good order',
  damaged: 'damaged',
  missing: 'missing',
};

function returnedRow(unit: Returned): Row {
  const charge = unit.condition === 'ok' ? '' : `: ${formatPence(unit.chargePence)} assessed`;
  return ['Back', `${unit.name} (${unit.tag}), ${CONDITION_TEXT[unit.condition]}${charge}`];
}

/** What went out on the booking, by name and tag, and the day it is due back by. */
export function bookingDispatchedEmails(s: EmailSettings, out: EventData<'HireBookingDispatched'>): PlannedEmail[] {
  if (!s.sendCustomerHireQuoteStatusUpdates) return [];
  const dueBack = formatDayMonthYear(out.endDate);
  return customer(
    out.customerEmail,
    render({
      subject: `Your hire equipment has gone out: booking ${out.number}`,
      title: 'Your hire equipment has gone out',
      intro: `The equipment for booking ${out.number} has left us. Please have it ready to come back by the end of ${dueBack}; late returns are charged at the daily rate for each day or part day.`,
      details: [
        ['Booking', out.number],
        ['Hire dates', `${formatDayMonthYear(out.startDate)} to ${dueBack}`],
        ...out.units.map((unit): Row => ['Out', `${unit.name} (${unit.tag})`]),
        ['Due back by', dueBack],
      ],
      footer: s,
    }),
  );
}

/** What came back (and how) while some of the booking is still out. */
export function unitsReturnedEmails(s: EmailSettings, back: EventData<'HireUnitsReturned'>): PlannedEmail[] {
  if (!s.sendCustomerHireQuoteStatusUpdates) return [];
  return customer(
    back.customerEmail,
    render({
      subject: `Equipment back from booking ${back.number}`,
      title: 'Some of your hire equipment is back',
      intro: `We have checked in equipment from booking ${back.number}. We will settle the booking once the rest is back.`,
      details: [['Booking', back.number], ...back.returned.map(returnedRow), ['Still out', String(back.unitsStillOut)]],
      footer: s,
    }),
  );
}

/** How the hire settled: the charges after the waiver, the deposit used and refunded, and anything still to pay. */
export function bookingSettledEmails(s: EmailSettings, settled: EventData<'HireBookingSettled'>): PlannedEmail[] {
  if (!s.sendCustomerHireQuoteStatusUpdates) return [];
  const money = (label: string, pence: number): Row => [label, formatPence(pence)];
  const details: Row[] = [
    ['Booking', settled.number],
    ...settled.returned.map(returnedRow),
    money('Damage and loss charged', settled.damagePence),
    ...(settled.waivedPence > 0 ? [money('Covered by your damage waiver', settled.waivedPence)] : []),
    money('Late return', settled.latePence),
    money('Security deposit held', settled.depositHeldPence),
    money('Taken from the deposit', settled.depositUsedPence),
    money('Deposit refunded', settled.refundPence),
    ...(settled.owedPence > 0 ? [money('Still to pay', settled.owedPence)] : []),
    money('Final total', settled.totalPence),
  ];
  const outcome =
    settled.owedPence > 0
      ? `The charges came to more than your security deposit: ${formatPence(settled.owedPence)} is still to pay.`
      : settled.refundPence > 0
        ? `${formatPence(settled.refundPence)} of your security deposit is refunded the way you paid.`
        : 'There is nothing more to pay.';
  return customer(
    settled.customerEmail,
    render({
      subject: `Your hire is settled: booking ${settled.number}`,
      title: 'Your hire is settled',
      intro: `All the equipment from booking ${settled.number} is back and checked. ${outcome}`,
      details,
      footer: s,
    }),
  );
}
