import { Table } from 'antd';
import { SHIPPING_RATES, type ShippingRate } from './shippingRates';

const COLUMNS = [
  { title: 'Service', dataIndex: 'service', key: 'service' },
  { title: 'Order Value', dataIndex: 'orderValue', key: 'orderValue' },
  { title: 'Cost', dataIndex: 'cost', key: 'cost' },
  { title: 'Delivery Time (after dispatch)', dataIndex: 'deliveryTime', key: 'deliveryTime' },
];

export function ShippingRatesTable() {
  return (
    <div data-testid="shipping-rates">
      <Table<ShippingRate> columns={COLUMNS} dataSource={SHIPPING_RATES} pagination={false} scroll={{ x: true }} />
    </div>
  );
}
