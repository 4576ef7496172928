import type { EventHandlers } from '@shop/kit';
import type { CatalogModels } from '../models';

/**
 * Keeps the local category read model in step with content's Category* events. An event older
 * than the one already applied (a replay after a newer update) leaves the row alone.
 */
export function categoryHandlers({ CategoryView }: CatalogModels): EventHandlers {
  const upsert = async (
    data: { id: number; name: string; slug: string; parentId: number | null },
    occurredAt: string,
  ) => {
    const current = await CategoryView.findOne({ id: data.id }, { eventAt: 1 }).lean();
    if (current && current.eventAt > occurredAt) return;
    await CategoryView.updateOne(
      { id: data.id },
      { $set: { name: data.name, slug: data.slug, parentId: data.parentId ?? null, eventAt: occurredAt } },
      { upsert: true },
    );
  };
  return {
    CategoryCreated: async (data, event) => upsert(data, event.occurredAt),
    CategoryUpdated: async (data, event) => upsert(data, event.occurredAt),
    CategoryDeleted: async (data) => {
      await CategoryView.deleteOne({ id: data.id });
    },
  };
}
