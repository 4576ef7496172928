import { useMutation } from '@apollo/client';
import type { HireBasketLine, HireQuoteRequest } from '@shop/contracts';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isRefusal, shopperMessageOrStatus } from '../errors';
import { ADD_HIRE_QUOTE_ITEM_MUTATION, CREATE_HIRE_QUOTE_MUTATION, SUBMIT_HIRE_QUOTE_MUTATION } from '../graphql/hire';
import { useHireBasket } from '../hire/HireBasketContext';
import { toQuoteInput } from '../hire/quoteForm';
import { useSession } from './useSession';
import { useSubmitGuard } from './useSubmitGuard';
import { useToast } from './useToast';

interface QuoteSource {
  lines: HireBasketLine[];
  /** The lines are the hire basket's (not one product preselected), so a sent quote empties the basket. */
  fromBasket: boolean;
}

/**
 * Sends a quote request (storefront 4, "Custom flow"): create the quote, attach each line, then hand it to the hire
 * desk. Lines that fail to attach leave the quote created and the basket as it was, with a warning. Each send carries
 * an Idempotency-Key (the quote's, and one per line from it): sending the same request again after a lost answer
 * finds the quote and lines already made instead of making them twice.
 */
export function useSubmitHireQuote() {
  const { clear } = useHireBasket();
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [createQuote] = useMutation(CREATE_HIRE_QUOTE_MUTATION);
  const [addItem] = useMutation(ADD_HIRE_QUOTE_ITEM_MUTATION);
  const [submitQuote] = useMutation(SUBMIT_HIRE_QUOTE_MUTATION);
  // The key of the request being sent, kept until it is answered or refused; a changed request is a new attempt.
  const attempt = useRef<{ request: string; key: string } | null>(null);

  /** One line at a time, each a change to the same quote; true when every line was attached. */
  const attachAll = useCallback(
    async (quoteId: number, lines: HireBasketLine[], key: string) => {
      let attached = true;
      for (const [i, { product, quantity, hirePeriod }] of lines.entries()) {
        try {
          await addItem({
            variables: {
              quoteId,
              input: { productId: product.id, quantity, hirePeriod },
              idempotencyKey: `${key}:line-${i}`,
            },
          });
        } catch {
          attached = false;
        }
      }
      return attached;
    },
    [addItem],
  );

  const send = useCallback(
    async (request: HireQuoteRequest, { lines, fromBasket }: QuoteSource) => {
      const input = toQuoteInput(request);
      const asked = JSON.stringify({ input, lines: lines.map((l) => [l.product.id, l.quantity, l.hirePeriod]) });
      if (attempt.current?.request !== asked) attempt.current = { request: asked, key: crypto.randomUUID() };
      const { key } = attempt.current;
      try {
        const { data } = await createQuote({
          variables: { input, idempotencyKey: key },
          // The account's quotes tab lists the new quote next time.
          update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'myHireQuotes' }),
        });
        const quoteId = data?.createHireQuote.quote.id;
        if (quoteId === undefined) {
          toast.error("Created quote but couldn't parse server response");
          // The quote exists: sending the form again would make a second one.
          return true;
        }
        const attached = await attachAll(quoteId, lines, key);
        attempt.current = null;
        // Best effort: a quote nobody submits still reaches the hire desk after a quiet period.
        await submitQuote({ variables: { quoteId } }).catch(() => undefined);
        if (attached) {
          toast.success(
            'Quote request created',
            'Request details saved. Our hire team will get back to you within 24 hours.',
          );
          if (fromBasket) clear({ quiet: true });
        } else if (fromBasket) {
          toast.error(
            'Quote created but failed to add some items',
            "Your quote was created, but we couldn't add all selected products.",
          );
        } else {
          toast.error(
            'Quote created but failed to add product',
            "Your quote was created, but we couldn't add the selected product.",
          );
        }
        navigate(user ? '/account?tab=quotes' : '/');
        return true;
      } catch (error) {
        // A refusal made nothing, so the next send is a new attempt; after a lost answer the key is kept.
        if (isRefusal(error)) attempt.current = null;
        toast.error(
          'Failed to create quote',
          shopperMessageOrStatus(error, 'There was an error creating your quote request. Please try again.'),
        );
        return false;
      }
    },
    [attachAll, clear, createQuote, navigate, submitQuote, toast, user],
  );

  const { submit, busy } = useSubmitGuard(send);
  return { send: submit, submitting: busy };
}
