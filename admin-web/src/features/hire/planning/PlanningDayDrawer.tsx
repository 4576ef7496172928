import { useQuery } from '@apollo/client';
import { Alert, Drawer, Table } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { formatDayHeading, formatDayMonthYear } from '@shop/contracts';
import { serverMessage } from '@shop/web-common';
import { HIRE_PLANNING_BOOKINGS, type PlanningRow } from '../../../graphql/hirePlanning';
import type { HirePlanningBookingsQuery } from '../../../graphql/__generated__/graphql';
import { QuoteStageTag } from '../../quotes/QuoteStageTag';

type Booking = HirePlanningBookingsQuery['hirePlanningBookings'][number];

/** The quotes desk with this booking's details open. */
export const bookingPath = (quoteId: number) => `/?tab=quotes&quote=${quoteId}`;

/** The bookings behind one day of a product's row, each linking to the booking in the quotes desk. */
export function PlanningDayDrawer({
  product,
  day,
  onClose,
}: {
  product: PlanningRow;
  day: string;
  onClose: () => void;
}) {
  const { data, loading, error } = useQuery(HIRE_PLANNING_BOOKINGS, {
    variables: { productId: product.productId, day },
    fetchPolicy: 'network-only',
  });
  return (
    <Drawer
      open
      width={720}
      title={`${product.name} on ${formatDayHeading(day)}`}
      onClose={onClose}
      data-testid="planning-bookings"
    >
      {error && (
        <Alert type="error" showIcon message="Failed to load the bookings" description={serverMessage(error)} />
      )}
      <Table<Booking>
        size="small"
        rowKey="quoteId"
        loading={loading && !data}
        dataSource={data?.hirePlanningBookings ?? []}
        pagination={false}
        locale={{ emptyText: 'Nothing booked this day' }}
        onRow={(b) =>
          ({ 'data-testid': 'planning-booking', 'data-quote-id': b.quoteId }) as HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            title: 'Quote',
            key: 'quote',
            render: (_, b) => (
              <Link to={bookingPath(b.quoteId)} onClick={onClose}>
                {b.number ?? `#${b.quoteId}`}
              </Link>
            ),
          },
          { title: 'Customer', dataIndex: 'customerName' },
          { title: product.kit ? 'Kits' : 'Units', dataIndex: 'quantity' },
          {
            title: 'Dates',
            key: 'dates',
            render: (_, b) => `${formatDayMonthYear(b.startDate)} to ${formatDayMonthYear(b.endDate)}`,
          },
          { title: 'Stage', key: 'stage', render: (_, b) => <QuoteStageTag stage={b.stage} /> },
        ]}
      />
    </Drawer>
  );
}
