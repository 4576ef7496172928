import { useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Alert, App, Space, Typography } from 'antd';
import { UNIT_CSV_COLUMNS } from '@shop/contracts';
import { CsvUploadButton } from '../../../components/CsvUploadButton';
import { HIRE_UNITS } from '../../../graphql/hireFloor';
import { uploadCsv } from '../../../lib/rest';

/**
 * Adds a hire product's units from a CSV file (a header row, then a tag and an optional serial a
 * line): choosing the file uploads it. The server adds all of it or none, and its refusal, naming
 * the bad lines or the repeated and taken tags, stays under the button until the next file.
 */
export function ImportUnitsCsv({ productId }: { productId: number }) {
  const { notification } = App.useApp();
  const client = useApolloClient();
  const [refusal, setRefusal] = useState<string | null>(null);

  const importFile = async (file: File) => {
    setRefusal(null);
    try {
      const added = await uploadCsv<Array<{ tag: string }>>(`/api/admin/hire/products/${productId}/units/import`, file);
      notification.success({ message: `${added.length} ${added.length === 1 ? 'unit' : 'units'} imported` });
      await client.refetchQueries({ include: [HIRE_UNITS] });
    } catch (err) {
      setRefusal(err instanceof Error && err.message ? err.message : 'The units could not be imported');
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>Import units from a CSV file</Typography.Text>
      <Typography.Text type="secondary">
        A header row ({UNIT_CSV_COLUMNS.join(', ')}), then one unit a line; the serial may be left empty
      </Typography.Text>
      <CsvUploadButton
        upload={importFile}
        fileLabel="Units CSV file"
        testIds={{ button: 'import-units-button', file: 'import-units-file' }}
      />
      {refusal && (
        <Alert
          type="error"
          showIcon
          message="Nothing was imported"
          description={refusal}
          data-testid="import-units-refusal"
        />
      )}
    </Space>
  );
}
