import { Select, Space } from 'antd';
import { ORDER_STATUSES } from '@shop/contracts';
import { DateRangeField, orderStatusLabel } from '@shop/web-common';
import type { OrderStatus } from '../../graphql/orders';
import type { OrderFilters } from './orderFilters';
import { OrderSearchInput } from './OrderSearchInput';

/** The status select's value for "any status" (a select option cannot be null). */
const ALL = 'all';

const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) })),
];

/** The server's day format, whatever the picker shows. */
const API_DAY = 'YYYY-MM-DD';

interface Props {
  status: OrderStatus | null;
  onChange: (changes: Partial<OrderFilters>) => void;
}

/** Status, placed-between dates and search above the orders table. */
export function OrderFiltersBar({ status, onChange }: Props) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select<OrderStatus | typeof ALL>
        aria-label="Filter by status"
        data-testid="orders-status-filter"
        style={{ width: 170 }}
        value={status ?? ALL}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ status: value === ALL ? null : value })}
      />
      {/* The picker would copy a test id onto both of its inputs; the wrapper names the pair once. */}
      <div data-testid="orders-date-range">
        <DateRangeField
          format="DD/MM/YYYY"
          allowEmpty={[true, true]}
          placeholder={['From date', 'To date']}
          onChange={(days) =>
            onChange({ from: days?.[0]?.format(API_DAY) ?? null, to: days?.[1]?.format(API_DAY) ?? null })
          }
        />
      </div>
      <OrderSearchInput onSearch={(search) => onChange({ search })} />
    </Space>
  );
}
