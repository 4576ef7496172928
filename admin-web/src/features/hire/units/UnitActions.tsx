import { useState } from 'react';
import { Button, Input, Modal, Space } from 'antd';
import {
  CLEAR_HIRE_UNIT_REPAIR,
  RETIRE_HIRE_UNIT,
  SEND_HIRE_UNIT_TO_REPAIR,
  type HireUnit,
} from '../../../graphql/hireFloor';
import { useUnitAction } from './useUnitAction';

type Asking = 'repair' | 'retire' | null;

/** A unit's row actions: to repair (with a note) while available, clear from repair, and retire (confirmed). */
export function UnitActions({ unit }: { unit: HireUnit }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [note, setNote] = useState('');
  const repair = useUnitAction(SEND_HIRE_UNIT_TO_REPAIR, 'Sent to repair');
  const clear = useUnitAction(CLEAR_HIRE_UNIT_REPAIR, 'Cleared from repair');
  const retire = useUnitAction(RETIRE_HIRE_UNIT, 'Retired');

  const ask = (what: Asking) => {
    setNote('');
    setAsking(what);
  };
  const confirm = async () => {
    const variables = { tag: unit.tag, note: note.trim() || null };
    await (asking === 'repair' ? repair : retire).run(variables, unit.tag);
    setAsking(null);
  };

  return (
    <Space size="small">
      {unit.state === 'available' && (
        <Button size="small" onClick={() => ask('repair')}>
          Send to repair
        </Button>
      )}
      {unit.state === 'in-repair' && (
        <Button size="small" loading={clear.loading} onClick={() => clear.run({ tag: unit.tag }, unit.tag)}>
          Clear from repair
        </Button>
      )}
      {(unit.state === 'available' || unit.state === 'in-repair') && (
        <Button size="small" danger onClick={() => ask('retire')}>
          Retire
        </Button>
      )}
      <Modal
        open={asking !== null}
        title={asking === 'retire' ? `Retire ${unit.tag}?` : `Send ${unit.tag} to repair`}
        okText={asking === 'retire' ? 'Retire' : 'Send to repair'}
        okButtonProps={{ danger: asking === 'retire', loading: repair.loading || retire.loading }}
        onOk={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking === 'retire' && <p>A retired unit leaves the fleet for good and counts in no availability.</p>}
        <Input.TextArea
          rows={3}
          maxLength={1000}
          aria-label={asking === 'retire' ? 'Why it is retired' : 'Repair note'}
          placeholder={asking === 'retire' ? 'Why (optional)' : 'What is wrong (optional)'}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Modal>
    </Space>
  );
}
