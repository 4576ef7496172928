import { gql } from '@apollo/client';

export const ME = gql`
  query AdminMe {
    me {
      id
      username
      role
    }
  }
`;
