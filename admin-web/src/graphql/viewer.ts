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

export const SIGN_OUT_EVERYWHERE = graphql(`
  mutation AdminSignOutEverywhere {
    signOutEverywhere
  }
`);
