import { useState, type ChangeEvent } from 'react';
import { useApolloClient } from '@apollo/client';
import { Alert, App, Button, Card, Space, Tabs, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { downloadFile, RestError, uploadCsv } from '../../lib/rest';
import type { ProductImportResult } from '../../graphql/products';
import { ImportResults } from './ImportResults';

const TEMPLATE_URL = '/api/admin/products/template';
const IMPORT_URL = '/api/admin/products/import';

interface ImportFailure {
  status: number | null;
  message: string;
}

/** Bulk CSV import of sale products: choose a file, upload, then read the per-row results. */
export function ProductImport() {
  const { notification } = App.useApp();
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<ProductImportResult | null>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [view, setView] = useState<'import' | 'results'>('import');

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setResult(null);
    setFailure(null);
  };

  const downloadTemplate = async () => {
    try {
      await downloadFile(TEMPLATE_URL, 'product_template.csv');
      notification.success({ message: 'Template downloaded' });
    } catch {
      notification.error({ message: 'Download failed', description: 'Failed to download the CSV template.' });
    }
  };

  const runImport = async () => {
    if (!file) {
      notification.warning({ message: 'No file selected', description: 'Please select a CSV file to upload.' });
      return;
    }
    setUploading(true);
    setFailure(null);
    try {
      const answer = await uploadCsv<ProductImportResult>(IMPORT_URL, file);
      setResult(answer);
      setView('results');
      // Drop the cached product list so the inventory shows the new rows.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminProducts' });
      client.cache.gc();
      if (answer.inserted > 0) {
        notification.success({
          message: 'Import successful',
          description: `${answer.inserted} products were imported successfully.`,
        });
      } else if (answer.errors > 0) {
        notification.warning({
          message: 'Import with errors',
          description: `${answer.errors} rows had errors. See the Results tab for details.`,
        });
      }
    } catch (err) {
      setFailure({
        status: err instanceof RestError ? err.status : null,
        message: err instanceof Error ? err.message : String(err),
      });
      notification.error({
        message: 'Import failed',
        description: 'Failed to import products. Please check the file format.',
      });
    } finally {
      setUploading(false);
    }
  };

  const importPane = (
    <Card>
      <Typography.Paragraph>
        Upload a CSV file of products. Download the template to see the expected columns.
      </Typography.Paragraph>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Button icon={<DownloadOutlined />} onClick={downloadTemplate} data-testid="product-template-download">
          Download Template
        </Button>
        <label>
          <Typography.Text strong>CSV file</Typography.Text>
          <br />
          <input type="file" accept=".csv" onChange={chooseFile} data-testid="product-import-file" />
        </label>
        {file && <Typography.Text data-testid="product-import-selected">Selected file: {file.name}</Typography.Text>}
        <Button
          type="primary"
          icon={<UploadOutlined />}
          loading={uploading}
          onClick={runImport}
          data-testid="product-import-submit"
        >
          {uploading ? 'Uploading...' : 'Import Products'}
        </Button>
        {failure && (
          <Alert
            type="error"
            showIcon
            data-testid="product-import-error"
            message="Import Failed"
            description={
              <>
                {failure.status !== null && <div>Import failed with status: {failure.status}</div>}
                <div>{failure.message}</div>
              </>
            }
          />
        )}
      </Space>
    </Card>
  );

  return (
    <Tabs
      activeKey={view}
      onChange={(key) => setView(key as 'import' | 'results')}
      items={[
        { key: 'import', label: 'Import Products', children: importPane },
        { key: 'results', label: 'Results', children: <ImportResults result={result} /> },
      ]}
    />
  );
}
