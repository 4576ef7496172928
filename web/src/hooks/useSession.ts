import { useQuery } from '@apollo/client';
import { ME_QUERY, type SessionUser } from '../graphql/accounts';

export interface Session {
  /** null when signed out (or while loading). */
  user: SessionUser | null;
  loading: boolean;
}

export function useSession(): Session {
  const { data, loading } = useQuery(ME_QUERY);
  return { user: data?.me ?? null, loading };
}
