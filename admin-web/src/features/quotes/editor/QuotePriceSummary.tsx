import type { HTMLAttributes } from 'react';
import { Descriptions, Space, Table, Tag, Typography, type DescriptionsProps } from 'antd';
import { hireBreakdownText, toPence, formatDayMonthYear, formatGBP } from '@shop/contracts';
import type { HireQuotePrice } from '../../../graphql/quotes';

type PriceLine = HireQuotePrice['lines'][number];

/** "1 week + 3 days", from the server's breakdown in GBP. */
const breakdownText = (line: PriceLine) =>
  hireBreakdownText(line.breakdown.map(({ period, count, rate }) => ({ period, count, ratePence: toPence(rate) })));

const money = (testId: string, amount: number) => <span data-testid={testId}>{formatGBP(amount)}</span>;

function chargeItems(price: HireQuotePrice): NonNullable<DescriptionsProps['items']> {
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'hire', label: 'Hire', children: money('price-hire', price.hire) },
    { key: 'fixed', label: 'Fixed lines', children: money('price-fixed', price.fixed) },
  ];
  // Charges that do not apply are left out, as on the quote the customer receives.
  if (price.discount > 0) {
    items.push({ key: 'discount', label: 'Discount', children: money('price-discount', -price.discount) });
  }
  if (price.delivery > 0)
    items.push({ key: 'delivery', label: 'Delivery', children: money('price-delivery', price.delivery) });
  if (price.installation > 0) {
    items.push({
      key: 'installation',
      label: 'Installation',
      children: money('price-installation', price.installation),
    });
  }
  if (price.damageWaiver > 0) {
    items.push({ key: 'waiver', label: 'Damage waiver', children: money('price-damage-waiver', price.damageWaiver) });
  }
  items.push(
    { key: 'net', label: 'Net', children: money('price-net', price.net) },
    { key: 'vat', label: 'VAT', children: money('price-vat', price.vat) },
    {
      key: 'total',
      label: <Typography.Text strong>Total</Typography.Text>,
      children: <Typography.Text strong>{money('price-total', price.total)}</Typography.Text>,
    },
    {
      key: 'security',
      label: 'Security deposit (refundable, not in the total)',
      children: money('price-security-deposit', price.securityDeposit),
    },
    {
      key: 'booking',
      label: 'Booking deposit (due on acceptance)',
      children: money('price-booking-deposit', price.bookingDeposit),
    },
  );
  return items;
}

/** A quote's price line by line, then its charges, VAT, total and deposits (GBP, UK dates). */
export function QuotePriceSummary({ price }: { price: HireQuotePrice }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="quote-price">
      <Typography.Text data-testid="price-dates">
        {formatDayMonthYear(price.startDate)} to {formatDayMonthYear(price.endDate)}: {price.days}{' '}
        {price.days === 1 ? 'day' : 'days'}, {price.chargeableDays} chargeable
        {price.weekend && <Tag style={{ marginLeft: 8 }}>Weekend rate</Tag>}
      </Typography.Text>
      <Table<PriceLine>
        size="small"
        rowKey={(_, index) => String(index)}
        dataSource={price.lines}
        pagination={false}
        locale={{ emptyText: 'No lines yet' }}
        onRow={(line) =>
          ({ 'data-testid': 'price-line', 'data-call-for-price': line.callForPrice }) as HTMLAttributes<HTMLElement>
        }
        columns={[
          { title: 'Line', dataIndex: 'description' },
          { title: 'Qty', dataIndex: 'quantity', align: 'right' },
          {
            title: 'Charged as',
            key: 'breakdown',
            render: (_, line) =>
              line.callForPrice ? (
                <Typography.Text type="danger" strong data-testid="price-call-for-price">
                  Call for price
                </Typography.Text>
              ) : (
                <span data-testid="price-breakdown">{line.productId === null ? 'Fixed' : breakdownText(line)}</span>
              ),
          },
          {
            title: 'Unit',
            dataIndex: 'unitPrice',
            align: 'right',
            render: (unit: number | null) => (unit === null ? '—' : formatGBP(unit)),
          },
          {
            title: 'Line total',
            dataIndex: 'lineTotal',
            align: 'right',
            render: (total: number | null) => (
              <span data-testid="price-line-total">{total === null ? '—' : formatGBP(total)}</span>
            ),
          },
        ]}
      />
      <Descriptions size="small" bordered column={1} items={chargeItems(price)} />
    </Space>
  );
}
