import { NotFound, idSchema, live, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { newsItemDeleted } from '../events/published';
import type { ContentDeps } from './deps';

/** An admin deletes a news item. */
export const deleteNewsItem =
  ({ stores: { news } }: ContentDeps) =>
  async (rawId: unknown, actor: AuthContext): Promise<void> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, rawId, 'id');
    const deleted = await news.update({ id, ...live }, () => ({ deletedAt: new Date() }), newsItemDeleted);
    if (!deleted) throw new NotFound(`News item ${id} not found`);
  };
