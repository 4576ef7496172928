import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { App, Button, Form, Input, InputNumber, Segmented } from 'antd';
import { addHireUnitsSchema, tagFromPattern } from '@shop/contracts';
import { serverMessage, zodRule } from '@shop/web-common';
import { ADD_HIRE_UNITS, HIRE_UNITS, type HireUnitsInput } from '../../../graphql/hireFloor';

type Mode = 'pattern' | 'list';

interface Values {
  pattern?: string;
  count?: number;
  start?: number;
  /** One unit a line: its tag, optionally a comma and its serial number. */
  list?: string;
}

const byPattern = addHireUnitsSchema.options[0].shape;
const rules = {
  pattern: [zodRule(byPattern.pattern)],
  count: [zodRule(byPattern.count)],
  start: [zodRule(byPattern.start, { optional: true })],
};

/** The typed list, one `TAG` or `TAG, SERIAL` a line, blank lines skipped. */
function parseUnitList(list: string): NonNullable<HireUnitsInput['units']> {
  return list
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [tag, ...serial] = line.split(',');
      return { tag: tag.trim(), serialNumber: serial.join(',').trim() || null };
    });
}

/** Adds units to a hire product: numbered from a tag pattern (DJ-CDJ-### → DJ-CDJ-001…), or a typed list. */
export function AddUnitsForm({ productId }: { productId: number }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('pattern');
  const [add, { loading }] = useMutation(ADD_HIRE_UNITS, { refetchQueries: [HIRE_UNITS], awaitRefetchQueries: true });
  const pattern = Form.useWatch('pattern', form);
  const start = Form.useWatch('start', form);

  const submit = async (values: Values) => {
    const input: HireUnitsInput =
      mode === 'pattern'
        ? { pattern: values.pattern, count: values.count, start: values.start ?? null }
        : { units: parseUnitList(values.list ?? '') };
    try {
      const { data } = await add({ variables: { productId, input } });
      const tags = data?.addHireUnits.map((u) => u.tag) ?? [];
      form.resetFields();
      notification.success({
        message: `${tags.length} ${tags.length === 1 ? 'unit' : 'units'} added`,
        description: tags.length > 1 ? `${tags[0]} to ${tags[tags.length - 1]}` : tags[0],
      });
    } catch (err) {
      notification.error({ message: 'Failed to add the units', description: serverMessage(err) });
    }
  };

  const example = pattern?.includes('#') ? tagFromPattern(pattern.trim().toUpperCase(), start ?? 1) : null;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ start: 1 }}
      onFinish={submit}
      data-testid="add-units-form"
    >
      <Form.Item label="Add units">
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'pattern', label: 'Numbered' },
            { value: 'list', label: 'Listed' },
          ]}
        />
      </Form.Item>
      {mode === 'pattern' ? (
        <>
          <Form.Item
            name="pattern"
            label="Tag pattern"
            rules={rules.pattern}
            extra={example ? `First tag: ${example}` : 'One run of # for the number, e.g. DJ-CDJ-###'}
          >
            <Input maxLength={40} placeholder="DJ-CDJ-###" />
          </Form.Item>
          <Form.Item name="count" label="Count" rules={rules.count}>
            <InputNumber min={1} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="start" label="Start number" rules={rules.start}>
            <InputNumber min={1} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="list"
          label="Tags"
          extra="One a line; a serial number may follow a comma"
          rules={[{ required: true, message: 'List at least one tag' }]}
        >
          <Input.TextArea rows={5} placeholder={'DJ-CDJ-101, SN12345\nDJ-CDJ-102'} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={loading} data-testid="add-units">
        Add units
      </Button>
    </Form>
  );
}
