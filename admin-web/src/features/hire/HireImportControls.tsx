import { useRef, useState, type ChangeEvent } from 'react';
import { useApolloClient } from '@apollo/client';
import { App, Button } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { uploadCsv } from '../../lib/rest';
import type { HireImportResult } from '../../graphql/products';

const TEMPLATE_URL = '/api/admin/hire/products/template';
const IMPORT_URL = '/api/admin/hire/products/import';

/** Template link plus a one-click CSV import: choosing a file uploads it straight away. */
export function HireImportControls() {
  const { notification } = App.useApp();
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // lets the same file be chosen again after a fix
    if (!file) return;
    setUploading(true);
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
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      {/* The gateway answers with an attachment, so plain navigation downloads it. */}
      <Button icon={<DownloadOutlined />} href={TEMPLATE_URL} data-testid="hire-template-download">
        Download Template
      </Button>
      <Button
        icon={<UploadOutlined />}
        loading={uploading}
        onClick={() => input.current?.click()}
        data-testid="hire-import-button"
      >
        {uploading ? 'Importing...' : 'Import CSV'}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv"
        hidden
        aria-label="Hire products CSV file"
        data-testid="hire-import-file"
        onChange={importFile}
      />
    </>
  );
}
