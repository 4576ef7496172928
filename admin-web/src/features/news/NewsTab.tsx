import { useState } from 'react';
import { useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { App, Typography } from 'antd';
import { serverMessage } from '@shop/web-common';
import { CREATE_NEWS_ITEM, DELETE_NEWS_ITEM, NEWS, UPDATE_NEWS_ITEM, type NewsItem } from '../../graphql/news';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { NewsForm, type NewsFormValues } from './NewsForm';
import { NewsList } from './NewsList';

const FALLBACK = 'An unknown error occurred';

/** Refetch the full list and drop any cached active-news list so it is fetched fresh when next read. */
const REFRESH = {
  refetchQueries: [{ query: NEWS }],
  awaitRefetchQueries: true,
  update: (cache: ApolloCache<unknown>) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'activeNews' });
    cache.gc();
  },
};

export function NewsTab() {
  const { notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<NewsItem | null>(null);
  const { data, loading, error } = useQuery(NEWS);
  const [createNewsItem, createState] = useMutation(CREATE_NEWS_ITEM, REFRESH);
  const [updateNewsItem, updateState] = useMutation(UPDATE_NEWS_ITEM, REFRESH);
  const [deleteNewsItem] = useMutation(DELETE_NEWS_ITEM, REFRESH);

  const save = async (values: NewsFormValues): Promise<boolean> => {
    const input = { ...values, imageUrl: values.imageUrl || null };
    try {
      if (editing) {
        await updateNewsItem({ variables: { id: editing.id, input } });
        notification.success({ message: 'News item updated' });
        setEditing(null);
      } else {
        await createNewsItem({ variables: { input } });
        notification.success({ message: 'News item created' });
      }
      return true;
    } catch (err) {
      const title = editing ? 'Error updating news item' : 'Error creating news item';
      notification.error({ message: title, description: serverMessage(err, FALLBACK) });
      return false;
    }
  };

  const remove = (item: NewsItem) =>
    confirmDelete({
      title: 'Delete news item',
      content: 'Are you sure you want to delete this news item? This action cannot be undone.',
      onConfirm: async () => {
        try {
          await deleteNewsItem({ variables: { id: item.id } });
          if (editing?.id === item.id) setEditing(null);
          notification.success({ message: 'News item deleted' });
        } catch (err) {
          notification.error({ message: 'Error deleting news item', description: serverMessage(err, FALLBACK) });
        }
      },
    });

  return (
    <section data-testid="news-tab">
      <Typography.Title level={3}>News Management</Typography.Title>
      <Typography.Paragraph type="secondary">Manage the news items shown on the home page.</Typography.Paragraph>
      <NewsForm
        key={editing?.id ?? 'new'}
        editing={editing}
        saving={createState.loading || updateState.loading}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
      <NewsList
        items={data?.news ?? []}
        loading={loading}
        failed={Boolean(error)}
        onEdit={setEditing}
        onDelete={remove}
      />
    </section>
  );
}
