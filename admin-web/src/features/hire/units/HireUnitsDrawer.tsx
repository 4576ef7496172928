import { useQuery } from '@apollo/client';
import { Alert, Divider, Drawer, Table } from 'antd';
import type { HTMLAttributes } from 'react';
import { serverMessage } from '@shop/web-common';
import { HIRE_UNITS, type HireUnit } from '../../../graphql/hireFloor';
import { AddUnitsForm } from './AddUnitsForm';
import { ImportUnitsCsv } from './ImportUnitsCsv';
import { UnitActions } from './UnitActions';
import { UnitStateTag } from './unitStates';

/** A hire product's units: each tag with its serial, state and booking, adding more, repair and retirement. */
export function HireUnitsDrawer({ product, onClose }: { product: { id: number; name: string }; onClose: () => void }) {
  const { data, loading, error } = useQuery(HIRE_UNITS, {
    variables: { productId: product.id },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Drawer open width={760} title={`Units of ${product.name}`} onClose={onClose} data-testid="hire-units">
      {error && <Alert type="error" showIcon message="Failed to load the units" description={serverMessage(error)} />}
      <Table<HireUnit>
        size="small"
        rowKey="tag"
        loading={loading && !data}
        dataSource={data?.hireUnits ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: 'No units yet' }}
        onRow={(unit) => ({ 'data-testid': 'hire-unit', 'data-tag': unit.tag }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'Tag', dataIndex: 'tag' },
          { title: 'Serial', dataIndex: 'serialNumber', render: (serial: string | null) => serial ?? '—' },
          {
            title: 'State',
            key: 'state',
            render: (_, unit) => (
              <>
                <UnitStateTag state={unit.state} />
                {unit.note && <span>{unit.note}</span>}
              </>
            ),
          },
          { title: 'Booking', dataIndex: 'quoteNumber', render: (n: string | null) => n ?? '—' },
          { title: 'Actions', key: 'actions', render: (_, unit) => <UnitActions unit={unit} /> },
        ]}
      />
      <Divider />
      <AddUnitsForm productId={product.id} />
      <Divider />
      <ImportUnitsCsv productId={product.id} />
    </Drawer>
  );
}
