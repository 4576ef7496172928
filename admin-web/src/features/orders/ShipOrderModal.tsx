import { CARRIERS, CARRIER_LABELS, SHIPMENT_MESSAGES, carrierNameSchema, trackingNumberSchema } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import { Form, Input, Modal, Select } from 'antd';
import type { ShipmentFields } from './useOrderStatusUpdate';

const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier, label: CARRIER_LABELS[carrier] }));

/** Asks for the carrier and tracking number before an order is marked shipped: the customer is emailed the link. */
export function ShipOrderModal({
  orderId,
  open,
  saving,
  onShip,
  onCancel,
}: {
  orderId: number;
  open: boolean;
  saving: boolean;
  /** Resolves true once the order is saved as shipped. */
  onShip: (shipment: ShipmentFields) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<ShipmentFields>();
  const carrier = Form.useWatch('carrier', form);

  const submit = async (values: ShipmentFields) => {
    if (await onShip(values)) form.resetFields();
  };

  return (
    <Modal
      title={`Ship order #${orderId}`}
      open={open}
      okText="Mark as shipped"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="order-ship-form">
        <Form.Item name="carrier" label="Carrier" rules={[{ required: true, message: 'Choose the carrier' }]}>
          <Select aria-label="Carrier" data-testid="order-ship-carrier" options={CARRIER_OPTIONS} />
        </Form.Item>
        {carrier === 'other' && (
          <Form.Item
            name="carrierName"
            label="Carrier name"
            rules={[zodRule(carrierNameSchema, { requiredMessage: SHIPMENT_MESSAGES.carrierName })]}
          >
            <Input data-testid="order-ship-carrier-name" />
          </Form.Item>
        )}
        <Form.Item name="trackingNumber" label="Tracking number" rules={[zodRule(trackingNumberSchema)]}>
          <Input data-testid="order-ship-tracking" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
