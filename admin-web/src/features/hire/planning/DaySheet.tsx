import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Alert, Button, Empty, Space, Spin, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { addUkDays, formatDayHeading, formatDayMonthYear, ukCalendarDay } from '@shop/contracts';
import { DateField, serverMessage } from '@shop/web-common';
import { HIRE_DAY_SHEET, type SheetBooking } from '../../../graphql/hirePlanning';
import './planning.css';

/** The chooser shows and takes days the en-GB way. */
const UK_DAY = 'DD/MM/YYYY';

/** "Today, Mon 1 Jun" and "Tomorrow, …" for the UK's today and tomorrow; any other day by its heading alone. */
function dayTitle(day: string): string {
  const today = ukCalendarDay(new Date());
  const name = day === today ? 'Today' : day === addUkDays(today, 1) ? 'Tomorrow' : null;
  return name ? `${name}, ${formatDayHeading(day)}` : formatDayHeading(day);
}

/** Where the booking's equipment goes (or comes from): the delivery address, or the customer's own collection. */
function handover(booking: SheetBooking, going: boolean): string {
  if (!booking.deliveryRequired) return going ? 'Customer collects' : 'Customer returns';
  const address = [booking.deliveryAddress, booking.deliveryCity, booking.deliveryPostalCode]
    .filter(Boolean)
    .join(', ');
  const verb = going ? 'Deliver to' : 'Collect from';
  return `${verb} ${address}${booking.installationRequired ? ' (installation)' : ''}`;
}

function BookingBlock({ booking, going }: { booking: SheetBooking; going: boolean }) {
  const units = going ? [...booking.unitsOut, ...booking.unitsBack] : booking.unitsOut;
  return (
    <article className="day-sheet-booking" data-testid="sheet-booking" data-quote-id={booking.quoteId}>
      <h5>
        {booking.number ?? `#${booking.quoteId}`}: {booking.customerName}
        {booking.customerPhone && `, ${booking.customerPhone}`}
      </h5>
      <div>
        {formatDayMonthYear(booking.startDate)} to {formatDayMonthYear(booking.endDate)}. {handover(booking, going)}
      </div>
      <ul>
        {booking.lines.map((line) => (
          <li key={line.productId}>
            {line.quantity} × {line.name}
          </li>
        ))}
      </ul>
      <div data-testid="sheet-units">
        {units.length > 0
          ? `Units ${going ? 'assigned' : 'out'}: ${units.join(', ')}`
          : going
            ? 'No units assigned yet'
            : 'No units out'}
      </div>
      {booking.additionalNotes && <div>Notes: {booking.additionalNotes}</div>}
    </article>
  );
}

function Section({ title, bookings, going }: { title: string; bookings: SheetBooking[]; going: boolean }) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      {bookings.length === 0 ? (
        <Typography.Paragraph type="secondary">Nothing</Typography.Paragraph>
      ) : (
        bookings.map((b) => <BookingBlock key={b.quoteId} booking={b} going={going} />)
      )}
    </>
  );
}

/**
 * What goes out and comes back on a chosen day (today unless the desk picks another) and the next,
 * for the warehouse; printable on its own.
 */
export function DaySheet() {
  /** The chosen UK day (YYYY-MM-DD); null for today, as the server reckons it. */
  const [day, setDay] = useState<string | null>(null);
  const { data, loading, error } = useQuery(HIRE_DAY_SHEET, { variables: { day }, fetchPolicy: 'cache-and-network' });
  const days = data?.hireDaySheet;
  const shown = day ?? days?.[0]?.day ?? ukCalendarDay(new Date());
  return (
    <section className="day-sheet" data-testid="day-sheet">
      <Space className="no-print" wrap style={{ marginBottom: 12 }}>
        <DateField
          aria-label="Day"
          format={UK_DAY}
          allowClear={false}
          value={dayjs(shown)}
          onChange={(chosen) => chosen && setDay(chosen.format('YYYY-MM-DD'))}
          data-testid="sheet-date"
        />
        <Button onClick={() => setDay(null)}>Today</Button>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
      </Space>
      {error && (
        <Alert type="error" showIcon message="Failed to load the day sheet" description={serverMessage(error)} />
      )}
      {!days && loading && <Spin />}
      {days?.map((sheet) => (
        <div key={sheet.day} data-testid="sheet-day" data-day={sheet.day}>
          <Typography.Title level={4}>{dayTitle(sheet.day)}</Typography.Title>
          {sheet.goingOut.length === 0 && sheet.comingBack.length === 0 ? (
            <Empty description="Nothing goes out or comes back" />
          ) : (
            <>
              <Section title="Going out" bookings={sheet.goingOut} going />
              <Section title="Coming back" bookings={sheet.comingBack} going={false} />
            </>
          )}
        </div>
      ))}
    </section>
  );
}
