import { useState, type HTMLAttributes } from 'react';
import { useMutation } from '@apollo/client';
import { App, Button, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { RETURN_CONDITIONS, type ReturnCondition } from '@shop/contracts';
import { serverMessage } from '@shop/web-common';
import { RETURN_HIRE_UNITS, type HireBookedUnit, type HireUnitReturnInput } from '../../../graphql/hireFloor';

const CONDITION_OPTIONS = RETURN_CONDITIONS.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) }));

interface Entry {
  condition: ReturnCondition;
  note: string;
  /** GBP, as the desk types it; the server keeps pence. */
  charge: number | null;
}

const FRESH: Entry = { condition: 'ok', note: '', charge: null };

const toInput = (tag: string, entry: Entry): HireUnitReturnInput => ({
  tag,
  condition: entry.condition,
  note: entry.note.trim() || null,
  // An ok unit carries no charge, whatever was typed before its condition changed.
  charge: entry.condition === 'ok' ? null : entry.charge,
});

/** Takes a booking's units back: each with its condition, a note and, for damage or loss, a charge. */
export function ReturnPanel({ quoteId, units }: { quoteId: number; units: HireBookedUnit[] }) {
  const { notification } = App.useApp();
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [returnUnits, { loading }] = useMutation(RETURN_HIRE_UNITS);
  const entryOf = (tag: string) => entries[tag] ?? FRESH;
  const change = (tag: string, patch: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [tag]: { ...(all[tag] ?? FRESH), ...patch } }));

  const submit = async () => {
    try {
      await returnUnits({ variables: { id: quoteId, input: units.map((u) => toInput(u.tag, entryOf(u.tag))) } });
      setEntries({});
      notification.success({ message: 'Units returned', description: `${units.length} back from quote #${quoteId}` });
    } catch (err) {
      notification.error({ message: 'Failed to take the units back', description: serverMessage(err) });
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="return-panel">
      <Typography.Title level={5}>Return</Typography.Title>
      <Table<HireBookedUnit>
        size="small"
        rowKey="tag"
        dataSource={units}
        pagination={false}
        onRow={(unit) => ({ 'data-testid': 'return-unit', 'data-tag': unit.tag }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'Tag', dataIndex: 'tag' },
          {
            title: 'Condition',
            key: 'condition',
            render: (_, unit) => (
              <Select<ReturnCondition>
                aria-label={`Condition of ${unit.tag}`}
                data-testid="return-condition"
                options={CONDITION_OPTIONS}
                value={entryOf(unit.tag).condition}
                onChange={(condition) => change(unit.tag, { condition })}
                style={{ width: 120 }}
              />
            ),
          },
          {
            title: 'Note',
            key: 'note',
            render: (_, unit) => (
              <Input
                aria-label={`Note on ${unit.tag}`}
                maxLength={1000}
                value={entryOf(unit.tag).note}
                onChange={(e) => change(unit.tag, { note: e.target.value })}
              />
            ),
          },
          {
            title: 'Charge (£)',
            key: 'charge',
            render: (_, unit) => (
              <InputNumber<number>
                aria-label={`Charge for ${unit.tag}`}
                min={0}
                max={100_000}
                step={0.01}
                precision={2}
                disabled={entryOf(unit.tag).condition === 'ok'}
                value={entryOf(unit.tag).charge}
                onChange={(charge) => change(unit.tag, { charge })}
                style={{ width: 120 }}
              />
            ),
          },
        ]}
      />
      <Button type="primary" onClick={submit} loading={loading} data-testid="return-units">
        Take back {units.length === 1 ? '1 unit' : `${units.length} units`}
      </Button>
    </Space>
  );
}
