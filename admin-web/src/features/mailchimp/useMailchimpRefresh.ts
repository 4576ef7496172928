import { useState } from 'react';
import { useApolloClient } from '@apollo/client';

/** Every Mailchimp query on screen is named AdminMailchimp…: settings, ping, lists and the chosen list's tags. */
const isMailchimpQuery = (name: string | undefined) => Boolean(name?.startsWith('AdminMailchimp'));

/** Asks Mailchimp again for everything the panel shows, and whether that is still under way. */
export function useMailchimpRefresh() {
  const client = useApolloClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      // Only the queries mounted now: the lists are not asked for while Mailchimp is not configured.
      await client.refetchQueries({
        include: 'active',
        onQueryUpdated: (query) => isMailchimpQuery(query.queryName) && query.refetch(),
      });
    } catch {
      // Each query shows its own failure where its data would be.
    } finally {
      setRefreshing(false);
    }
  };

  return { refresh, refreshing };
}
