import { graphql } from './__generated__';

export const ME = graphql(`
  query AdminMe {
    me {
      id
      username
      role
    }
  }
`);
