import { graphql } from './__generated__';
import type { SessionUserFieldsFragment } from './__generated__/graphql';

export type SessionUser = SessionUserFieldsFragment;
export type { LoginInput, ProfileInput, RegisterInput } from './__generated__/graphql';

export const ME_QUERY = graphql(`
  query Me {
    me {
      ...SessionUserFields
    }
  }
`);

// The token field is left out on purpose: the gateway moves it into an httpOnly cookie.
export const LOGIN_MUTATION = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);

export const SIGN_OUT_EVERYWHERE_MUTATION = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUserFields
    }
  }
`);
