import { Alert, Card, Col, Empty, List, Row, Statistic, Table, Tag, Typography } from 'antd';
import type { ProductImportResult } from '../../graphql/products';

type InsertResult = ProductImportResult['insertResults'][number];

/** Counts plus the per-row problems and outcomes of one product import. */
export function ImportResults({ result }: { result: ProductImportResult | null }) {
  if (!result) return <Empty description="No import results yet. Import a CSV file first." />;
  return (
    <div data-testid="import-results">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {(
          [
            ['Total rows', result.total],
            ['Valid', result.valid],
            ['Inserted', result.inserted],
            ['Errors', result.errors],
          ] as const
        ).map(([title, value]) => (
          <Col xs={12} md={6} key={title}>
            <Card size="small">
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      {result.invalidDetails.length > 0 && (
        <Card size="small" title="Invalid rows" style={{ marginBottom: 16 }} data-testid="import-invalid-rows">
          <List
            dataSource={result.invalidDetails}
            renderItem={(detail) => (
              <List.Item key={detail.index}>
                <div>
                  <Typography.Text strong>
                    Row {detail.index}: {detail.product.name || 'Unnamed product'}
                  </Typography.Text>
                  <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                    {detail.errors.map((message, position) => (
                      <li key={position}>
                        <Typography.Text type="danger">{message}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                </div>
              </List.Item>
            )}
          />
        </Card>
      )}
      {result.insertResults.length > 0 ? (
        <Card size="small" title="Insert results">
          <Table<InsertResult>
            data-testid="import-insert-results"
            dataSource={result.insertResults.map((row, position) => ({ ...row, key: position }))}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: 'Product', key: 'product', render: (_, row) => row.product.name ?? '' },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (status: string) => <Tag color={status === 'success' ? 'green' : 'red'}>{status}</Tag>,
              },
              { title: 'Message', dataIndex: 'message', render: (message: string | null) => message ?? '' },
              { title: 'ID', dataIndex: 'id', render: (id: number | null) => id ?? '' },
            ]}
          />
        </Card>
      ) : (
        result.invalidDetails.length === 0 && <Alert type="info" message="No rows were inserted." />
      )}
    </div>
  );
}
