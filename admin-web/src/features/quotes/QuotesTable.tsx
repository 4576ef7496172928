import { formatDayMonthYear } from '@shop/contracts';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { Space, Table, Typography } from 'antd';
import type { HireQuote, HireQuoteStatus } from '../../graphql/quotes';
import { OverdueTag } from './floor/OverdueTag';
import { OvercommitTag } from './OvercommitTag';
import { QuoteActions } from './QuoteActions';
import { QuoteDetails } from './QuoteDetails';
import { QuoteStatusTag } from './QuoteStatusTag';

interface Props {
  quotes: HireQuote[];
  loading: boolean;
  /** The quote whose details are open, if any (one at a time). */
  openId: number | null;
  updatingId: number | null;
  onToggleDetails: (quoteId: number) => void;
  onStatusChange: (quote: HireQuote, status: HireQuoteStatus) => void;
}

function CustomerCell({ quote }: { quote: HireQuote }) {
  return (
    <Space direction="vertical" size={0}>
      <span>{quote.customerName}</span>
      <Typography.Text type="secondary">{quote.customerEmail}</Typography.Text>
      {quote.customerPhone && <Typography.Text type="secondary">{quote.customerPhone}</Typography.Text>}
    </Space>
  );
}

const PAGE_SIZE = 20;

/**
 * Turns to the page of the quote opened from elsewhere (a link to one booking), once per quote: the desk can then
 * page on without the 30 s refresh taking it back.
 */
function usePageShowing(quotes: HireQuote[], openId: number | null) {
  const [page, setPage] = useState(1);
  const shownFor = useRef<number | null>(null);
  useEffect(() => {
    if (openId === null || shownFor.current === openId) return;
    const index = quotes.findIndex((quote) => quote.id === openId);
    if (index < 0) return;
    shownFor.current = openId;
    setPage(Math.floor(index / PAGE_SIZE) + 1);
  }, [quotes, openId]);
  return { page, setPage };
}

/** Every quote, newest first; a row's details open underneath it. */
export function QuotesTable({ quotes, loading, openId, updatingId, onToggleDetails, onStatusChange }: Props) {
  const { page, setPage } = usePageShowing(quotes, openId);
  return (
    <Table<HireQuote>
      data-testid="quotes-table"
      rowKey="id"
      loading={loading}
      dataSource={quotes}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: PAGE_SIZE, current: page, onChange: setPage, hideOnSinglePage: true }}
      locale={{ emptyText: 'No hire quote requests found.' }}
      // The row type names no data-* attributes, though React passes them on.
      onRow={(quote) => ({ 'data-testid': 'quote-row', 'data-quote-id': quote.id }) as HTMLAttributes<HTMLElement>}
      expandable={{
        showExpandColumn: false,
        expandedRowKeys: openId === null ? [] : [openId],
        expandedRowRender: (quote) => <QuoteDetails quote={quote} />,
      }}
      columns={[
        { title: 'ID', dataIndex: 'id', render: (id: number) => `#${id}` },
        { title: 'Customer', key: 'customer', render: (_, quote) => <CustomerCell quote={quote} /> },
        {
          title: 'Date Range',
          key: 'dates',
          render: (_, quote) => (
            <span data-testid="quote-dates">
              {formatDayMonthYear(quote.startDate)} to {formatDayMonthYear(quote.endDate)}
            </span>
          ),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, quote) => (
            <Space size={4} wrap>
              <QuoteStatusTag status={quote.status} />
              {quote.overcommitOverride && <OvercommitTag override={quote.overcommitOverride} />}
              <OverdueTag floor={quote.floor ?? null} />
            </Space>
          ),
        },
        { title: 'Created', dataIndex: 'createdAt', render: (iso: string) => formatDayMonthYear(iso) },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, quote) => (
            <QuoteActions
              quote={quote}
              updating={updatingId === quote.id}
              detailsOpen={openId === quote.id}
              onStatusChange={(status) => onStatusChange(quote, status)}
              onToggleDetails={() => onToggleDetails(quote.id)}
            />
          ),
        },
      ]}
    />
  );
}
