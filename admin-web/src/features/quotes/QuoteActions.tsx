import { Button, Select, Space } from 'antd';
import type { HireQuote, HireQuoteStatus } from '../../graphql/quotes';
import { QUOTE_STATUS_OPTIONS } from '@shop/web-common';

interface Props {
  quote: HireQuote;
  updating: boolean;
  detailsOpen: boolean;
  onStatusChange: (status: HireQuoteStatus) => void;
  onToggleDetails: () => void;
}

/** A row's status dropdown and its View Details / Hide Details toggle. */
export function QuoteActions({ quote, updating, detailsOpen, onStatusChange, onToggleDetails }: Props) {
  return (
    <Space wrap>
      {/* Shows the stored status: a change only shows once the server has saved it. */}
      <Select<HireQuoteStatus>
        aria-label={`Status of quote #${quote.id}`}
        data-testid="quote-status-select"
        style={{ width: 140 }}
        value={quote.status}
        options={QUOTE_STATUS_OPTIONS}
        loading={updating}
        disabled={updating}
        onChange={onStatusChange}
      />
      <Button
        data-testid="quote-details-toggle"
        aria-expanded={detailsOpen}
        aria-label={`${detailsOpen ? 'Hide' : 'View'} details of quote #${quote.id}`}
        onClick={onToggleDetails}
      >
        {detailsOpen ? 'Hide Details' : 'View Details'}
      </Button>
    </Space>
  );
}
