import { useMutation, useQuery } from '@apollo/client';
import { Alert, App, Button, Card, Checkbox, Col, Form, InputNumber, Row, Skeleton } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { hireSettingsSchema, type BankDetails } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { HIRE_SETTINGS, SAVE_HIRE_SETTINGS, type HireSettings } from '../../graphql/quotes';
import { showServerFieldError } from '../../lib/serverFieldError';
import { BankDetailsFields } from './BankDetailsFields';

type Values = Omit<HireSettings, '__typename'>;
type NumberField = Exclude<keyof Values, 'weekendRule' | keyof BankDetails>;

const NUMBER_FIELDS: { name: NumberField; label: string; tooltip: string; step: number }[] = [
  {
    name: 'chargeableDaysPerWeek',
    label: 'Chargeable days per week',
    tooltip: 'What a week costs, in days of the daily rate, for a product without a weekly rate',
    step: 0.5,
  },
  {
    name: 'damageWaiverPercent',
    label: 'Damage waiver (%)',
    tooltip: 'Of the hire charges, when the quote includes it',
    step: 1,
  },
  {
    name: 'damageWaiverExcess',
    label: 'Damage waiver excess (£)',
    tooltip:
      'A damaged item on a booking with the damage waiver is charged its damage up to this; the hire terms say so',
    step: 5,
  },
  {
    name: 'securityDepositPercent',
    label: 'Security deposit (%)',
    tooltip: 'Of a line’s hire, for products without a deposit of their own; refundable',
    step: 1,
  },
  { name: 'bookingDepositPercent', label: 'Booking deposit (%)', tooltip: 'Of the total, due on acceptance', step: 1 },
  {
    name: 'balanceDueDaysBeforeStart',
    label: 'Balance due (days before start)',
    tooltip: 'The balance is due this many days before the hire starts',
    step: 1,
  },
  {
    name: 'quoteValidityDays',
    label: 'Quote validity (days)',
    tooltip: 'A sent quote can be accepted this long',
    step: 1,
  },
  {
    name: 'startReminderDaysBefore',
    label: 'Start reminder (days before)',
    tooltip:
      'The customer’s reminder with the delivery or collection details goes at 9:00 this many days before the hire ' +
      'starts; the return reminder goes at 9:00 the day before it ends',
    step: 1,
  },
  {
    name: 'balanceReminderDaysBefore',
    label: 'Balance reminder (days before due)',
    tooltip: 'The customer’s reminder with a “Pay balance” link goes at 9:00 this many days before the balance is due',
    step: 1,
  },
];

const rules = Object.fromEntries(NUMBER_FIELDS.map(({ name }) => [name, [zodRule(hireSettingsSchema.shape[name])]]));

function HireSettingsForm({ settings }: { settings: HireSettings }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [save, { loading }] = useMutation(SAVE_HIRE_SETTINGS, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: HIRE_SETTINGS, data: { hireSettings: data.saveHireSettings } });
    },
  });

  const submit = async (values: Values) => {
    try {
      await save({ variables: { input: values } });
      notification.success({ message: 'Hire settings saved' });
    } catch (err) {
      showServerFieldError(form, values, err);
      notification.error({ message: 'Failed to save hire settings', description: serverMessage(err) });
    }
  };

  const { __typename: _, ...initial } = settings;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      data-testid="hire-settings-form"
    >
      <Row gutter={16}>
        {NUMBER_FIELDS.map((field) => (
          <Col xs={24} md={8} key={field.name}>
            <Form.Item name={field.name} label={field.label} tooltip={field.tooltip} rules={rules[field.name]}>
              <InputNumber step={field.step} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <BankDetailsFields tooltip="For bookings paid by bank transfer" testIdPrefix="hire-" />
      <Form.Item name="weekendRule" valuePropName="checked">
        <Checkbox>Weekend rule: collected Friday, returned Monday is charged as one day</Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined />}
        loading={loading}
        data-testid="save-hire-settings"
      >
        Save Hire Settings
      </Button>
    </Form>
  );
}

/**
 * The hire settings: the deposits, waivers and quote validity the desk's quotes use, when reminders go, and the bank
 * details a booking can be paid to by transfer.
 */
export function HireSettingsCard() {
  const { data, loading, error } = useQuery(HIRE_SETTINGS);
  return (
    <Card title="Hire Settings" data-testid="hire-settings-card" style={{ marginBottom: 24 }}>
      {error ? (
        <Alert type="error" showIcon message="Error loading hire settings" description={serverMessage(error)} />
      ) : loading || !data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <HireSettingsForm settings={data.hireSettings} />
      )}
    </Card>
  );
}
