import { formatGBP } from '@shop/contracts';
import { Space, Tag, type TableColumnType } from 'antd';
import type { HireProduct } from '../../graphql/products';
import { categoryColumn, stockColumn } from '../products/productColumns';

const money = (amount: number | null) => (amount === null ? '—' : formatGBP(amount));

/**
 * The hire inventory's own columns: hire id (a kit marked as one, with its count of parts), rates, stock, turnaround
 * and the services offered with their fees.
 */
export const HIRE_COLUMNS: TableColumnType<HireProduct>[] = [
  {
    title: 'Hire ID',
    dataIndex: 'hireId',
    render: (hireId: string, product) => (
      <Space size={4} wrap>
        {hireId}
        {product.kitParts.length > 0 && (
          <Tag color="purple" data-testid="kit-tag">
            Kit of {product.kitParts.length} {product.kitParts.length === 1 ? 'part' : 'parts'}
          </Tag>
        )}
      </Space>
    ),
  },
  categoryColumn(),
  { title: 'Daily', dataIndex: 'hirePriceDaily', render: money },
  { title: 'Weekly', dataIndex: 'hirePriceWeekly', render: money },
  { title: 'Monthly', dataIndex: 'hirePriceMonthly', render: money },
  stockColumn(),
  {
    title: 'Turnaround',
    dataIndex: 'turnaroundDays',
    render: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  },
  {
    title: 'Services',
    key: 'services',
    render: (_, product) => (
      <Space size={[4, 4]} wrap>
        {product.deliveryAvailable && <Tag color="cyan">Delivery {money(product.deliveryPrice)}</Tag>}
        {product.installationAvailable && <Tag color="geekblue">Installation {money(product.installationPrice)}</Tag>}
      </Space>
    ),
  },
];
