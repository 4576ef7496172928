import { graphql } from './__generated__';
import type { AdminHireCalendarFeedFragment } from './__generated__/graphql';

export type HireCalendarFeed = AdminHireCalendarFeedFragment;

graphql(`
  fragment AdminHireCalendarFeed on HireCalendarFeed {
    active
    issuedAt
    path
  }
`);

export const HIRE_CALENDAR_FEED = graphql(`
  query HireCalendarFeed {
    hireCalendarFeed {
      ...AdminHireCalendarFeed
    }
  }
`);

export const CREATE_HIRE_CALENDAR_FEED = graphql(`
  mutation CreateHireCalendarFeed {
    createHireCalendarFeed {
      ...AdminHireCalendarFeed
    }
  }
`);

export const ROTATE_HIRE_CALENDAR_FEED = graphql(`
  mutation RotateHireCalendarFeed {
    rotateHireCalendarFeed {
      ...AdminHireCalendarFeed
    }
  }
`);

export const REVOKE_HIRE_CALENDAR_FEED = graphql(`
  mutation RevokeHireCalendarFeed {
    revokeHireCalendarFeed {
      ...AdminHireCalendarFeed
    }
  }
`);
