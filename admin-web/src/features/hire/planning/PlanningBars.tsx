import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlanningBar, PlanningRow } from '../../../graphql/hirePlanning';
import { bookingPath } from './PlanningDayDrawer';

/**
 * Bars laid in lanes so none overlaps: each bar goes in the first lane whose last bar ends
 * (turnaround included) by its first day. The server sends them earliest first.
 */
export function barLanes(bars: readonly PlanningBar[]): PlanningBar[][] {
  const lanes: PlanningBar[][] = [];
  for (const bar of bars) {
    const lane = lanes.find((l) => {
      const last = l.at(-1)!;
      return last.from + last.outDays + last.turnaroundDays <= bar.from;
    });
    if (lane) lane.push(bar);
    else lanes.push([bar]);
  }
  return lanes;
}

const label = (bar: PlanningBar) => `${bar.number ?? `#${bar.quoteId}`} ${bar.customerName} ×${bar.quantity}`;

/** One lane's cells: gaps, then each bar's days out and its days turning round, each a link to the booking. */
function laneCells(lane: readonly PlanningBar[], dayCount: number): ReactNode[] {
  const cells: ReactNode[] = [];
  let at = 0;
  for (const bar of lane) {
    if (bar.from > at) cells.push(<td key={`gap-${at}`} colSpan={bar.from - at} />);
    const title = `${label(bar)}: ${bar.outDays} days out, ${bar.turnaroundDays} turning round`;
    if (bar.outDays > 0) {
      cells.push(
        <td key={`out-${bar.quoteId}`} colSpan={bar.outDays} className="planning-bar-cell">
          <Link
            to={bookingPath(bar.quoteId)}
            className={`planning-bar is-out is-${bar.stage}`}
            title={title}
            data-testid="planning-bar"
            data-quote-id={bar.quoteId}
          >
            {label(bar)}
          </Link>
        </td>,
      );
    }
    if (bar.turnaroundDays > 0) {
      cells.push(
        <td key={`turn-${bar.quoteId}`} colSpan={bar.turnaroundDays} className="planning-bar-cell">
          <Link
            to={bookingPath(bar.quoteId)}
            className="planning-bar is-turnaround"
            title={title}
            data-testid="planning-bar-turnaround"
            data-quote-id={bar.quoteId}
          >
            ↻
          </Link>
        </td>,
      );
    }
    at = bar.from + bar.outDays + bar.turnaroundDays;
  }
  if (at < dayCount) cells.push(<td key={`gap-${at}`} colSpan={dayCount - at} />);
  return cells;
}

/** The timeline's bars by the product whose row they sit under, each product's in the server's order. */
export function barsByProduct(bars: readonly PlanningBar[]): Map<number, PlanningBar[]> {
  const byProduct = new Map<number, PlanningBar[]>();
  for (const bar of bars) byProduct.set(bar.productId, [...(byProduct.get(bar.productId) ?? []), bar]);
  return byProduct;
}

/** A product's bookings as bars under its row of counts: out, then turning round; a click opens the booking. */
export function PlanningBars({
  row,
  bars,
  dayCount,
}: {
  row: PlanningRow;
  bars: readonly PlanningBar[];
  dayCount: number;
}) {
  return (
    <>
      {barLanes(bars).map((lane, i) => (
        <tr key={i} className="planning-bars" data-testid="planning-bars" data-product-id={row.productId}>
          <th className="planning-product" scope="row" aria-label={`${row.name} bookings`} />
          {laneCells(lane, dayCount)}
        </tr>
      ))}
    </>
  );
}
