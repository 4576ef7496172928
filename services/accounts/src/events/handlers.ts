import type { EventHandlers } from '@shop/kit';
import type { AccountsApplication } from '../application';

/** What accounts.wishlist consumes: the catalog's deletions. */
export const wishlistHandlers = (app: Pick<AccountsApplication, 'removeDeletedProduct'>): EventHandlers => ({
  ProductDeleted: ({ id }) => app.removeDeletedProduct(id),
});
