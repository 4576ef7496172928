import { formatDayMonthYear, formatGBP } from '@shop/contracts';
import { useState, type HTMLAttributes } from 'react';
import { Button, Modal, Table, Typography } from 'antd';
import type { HireQuoteRevision } from '../../../graphql/quotes';
import { QuotePriceSummary } from './QuotePriceSummary';

/** Every revision sent, oldest first, each viewable as the customer received it. */
export function QuoteRevisions({ revisions }: { revisions: readonly HireQuoteRevision[] }) {
  const [open, setOpen] = useState<HireQuoteRevision | null>(null);
  return (
    <>
      <Table<HireQuoteRevision>
        data-testid="quote-revisions"
        size="small"
        rowKey="revision"
        dataSource={[...revisions]}
        pagination={false}
        locale={{ emptyText: 'Not sent yet' }}
        onRow={() => ({ 'data-testid': 'quote-revision' }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'Revision', dataIndex: 'label' },
          { title: 'Sent', dataIndex: 'sentAt', render: (iso: string) => formatDayMonthYear(iso) },
          { title: 'Valid until', dataIndex: 'validUntil', render: (day: string) => formatDayMonthYear(day) },
          {
            title: 'Total',
            key: 'total',
            align: 'right',
            render: (_, revision) => formatGBP(revision.price.total),
          },
          {
            title: '',
            key: 'view',
            render: (_, revision) => (
              <Button size="small" onClick={() => setOpen(revision)} aria-label={`View ${revision.label}`}>
                View
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={open !== null}
        title={open?.label}
        width={900}
        footer={null}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open && (
          <div data-testid="revision-view">
            <Typography.Paragraph type="secondary">
              Sent {formatDayMonthYear(open.sentAt)}, valid until {formatDayMonthYear(open.validUntil)}; balance due{' '}
              {formatDayMonthYear(open.balanceDueDate)}.
            </Typography.Paragraph>
            <QuotePriceSummary price={open.price} />
            {open.notes && (
              <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}>
                {open.notes}
              </Typography.Paragraph>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
