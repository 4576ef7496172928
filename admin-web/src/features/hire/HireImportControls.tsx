import { useApolloClient } from '@apollo/client';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { CsvUploadButton } from '../../components/CsvUploadButton';
import { uploadCsv } from '../../lib/rest';
import type { HireImportResult } from '../../graphql/products';

const TEMPLATE_URL = '/api/admin/hire/products/template';
const IMPORT_URL = '/api/admin/hire/products/import';

/** Template link plus a one-click CSV import: choosing a file uploads it straight away. */
export function HireImportControls() {
  const { notification } = App.useApp();
  const client = useApolloClient();

  const importFile = async (file: File) => {
    try {
      const { imported, total } = await uploadCsv<HireImportResult>(IMPORT_URL, file);
      notification.success({
        message: 'Import successful',
        description: `Successfully imported ${imported} out of ${total} hire products`,
      });
      // Drop the cached hire list so the table refetches with the new rows.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminHireProducts' });
      client.cache.gc();
    } catch (err) {
      notification.error({
        message: 'Import failed',
        description: err instanceof Error && err.message ? err.message : 'Error importing products',
      });
    }
  };

  return (
    <>
      {/* The gateway answers with an attachment, so plain navigation downloads it. */}
      <Button icon={<DownloadOutlined />} href={TEMPLATE_URL} data-testid="hire-template-download">
        Download Template
      </Button>
      <CsvUploadButton
        upload={importFile}
        fileLabel="Hire products CSV file"
        testIds={{ button: 'hire-import-button', file: 'hire-import-file' }}
      />
    </>
  );
}
