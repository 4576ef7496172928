import { deliveredOnSchema, ukCalendarDay } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import { Form, Input, Modal } from 'antd';

/** Asks the day the parcel arrived (today unless changed) before an order is marked delivered: returns run from it. */
export function DeliverOrderModal({
  orderId,
  shippedAt,
  open,
  saving,
  onDeliver,
  onCancel,
}: {
  orderId: number;
  shippedAt: string | null | undefined;
  open: boolean;
  saving: boolean;
  /** Resolves true once the order is saved as delivered. */
  onDeliver: (deliveredOn: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ deliveredOn: string }>();
  const today = ukCalendarDay(new Date());
  return (
    <Modal
      title={`Mark order #${orderId} as delivered`}
      open={open}
      okText="Mark as delivered"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ deliveredOn: today }}
        onFinish={({ deliveredOn }) => onDeliver(deliveredOn)}
      >
        <Form.Item name="deliveredOn" label="Delivered on" rules={[zodRule(deliveredOnSchema)]}>
          <Input
            type="date"
            max={today}
            min={shippedAt ? ukCalendarDay(new Date(shippedAt)) : undefined}
            data-testid="order-delivered-on"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
