import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client';
import { Alert, Typography } from 'antd';
import { serverMessage } from '@shop/web-common';
import { ADMIN_HIRE_QUOTES } from '../../graphql/quotes';
import { QuotesTable } from './QuotesTable';
import { useQuoteStatusUpdate } from './useQuoteStatusUpdate';

/** New requests arrive while the tab is open (admin 9). */
const REFRESH_MS = 30_000;

/** The quote a link opens (`?tab=quotes&quote=<id>`, as the hire planning's bookings link), if any. */
const linkedQuote = (params: URLSearchParams): number | null => {
  const id = Number(params.get('quote'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Hire quote review (admin 2). The dashboard unmounts this tab when it is hidden, so each opening reloads the list;
 * while open it is refetched every 30 s.
 */
export function QuotesTab() {
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => linkedQuote(searchParams));
  const { changeStatus, updatingId } = useQuoteStatusUpdate();
  const { data, loading, error } = useQuery(ADMIN_HIRE_QUOTES, {
    fetchPolicy: 'cache-and-network',
    pollInterval: REFRESH_MS,
  });
  const quotes = data?.adminHireQuotes;

  return (
    <section data-testid="quotes-tab">
      <Typography.Title level={3}>Hire Quotes</Typography.Title>
      <Typography.Paragraph type="secondary">
        Review hire quote requests, check what is free for their dates and set each quote&apos;s status.
      </Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="Failed to load hire quotes. Please try again."
          description={serverMessage(error)}
          data-testid="quotes-error"
        />
      )}
      {/* Without a list, an empty table would claim there are no quotes. */}
      {(quotes || !error) && (
        <QuotesTable
          quotes={quotes ?? []}
          loading={loading}
          openId={openId}
          updatingId={updatingId}
          onToggleDetails={(id) => setOpenId((open) => (open === id ? null : id))}
          onStatusChange={(quote, status) => void changeStatus(quote, status)}
        />
      )}
    </section>
  );
}
