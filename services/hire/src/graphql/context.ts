import { QUOTE_TOKENS_HEADER, SET_QUOTE_TOKEN_HEADER } from '@shop/contracts';
import type { ContextExtension, SubgraphContext } from '@shop/kit';

/** What hire's resolvers know besides the caller: the quote tokens the browser holds. */
export interface HireContext extends SubgraphContext {
  /** Tokens of the hire quotes this browser created. */
  quoteTokens: string[];
  /** Asks the gateway to keep this quote token in the caller's browser. */
  keepQuoteToken: (token: string) => void;
}

export const hireContext: ContextExtension<Omit<HireContext, keyof SubgraphContext>> = ({ forwarded, setHeader }) => ({
  quoteTokens: (forwarded.header(QUOTE_TOKENS_HEADER) ?? '').split(',').filter(Boolean),
  keepQuoteToken: (token) => setHeader(SET_QUOTE_TOKEN_HEADER, token),
});
