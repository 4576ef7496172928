import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Viewer } from '../types';

export const ME: TypedDocumentNode<{ me: Viewer | null }> = gql`
  query AdminMe {
    me {
      id
      username
      role
    }
  }
`;
