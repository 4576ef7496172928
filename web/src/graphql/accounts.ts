import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  role: 'user' | 'admin';
}

const USER_FIELDS = gql`
  fragment SessionUserFields on User {
    id
    username
    email
    fullName
    address
    city
    state
    postalCode
    country
    phone
    role
  }
`;

export const ME_QUERY: TypedDocumentNode<{ me: SessionUser | null }> = gql`
  query Me {
    me {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput {
  username: string;
  email: string;
  fullName: string;
  password: string;
}

export interface ProfileInput {
  email?: string;
  fullName?: string;
  address?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  phone?: string;
}

// The token field is left out on purpose: the gateway moves it into an httpOnly cookie.
export const LOGIN_MUTATION: TypedDocumentNode<{ login: { user: SessionUser } }, { input: LoginInput }> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      user {
        ...SessionUserFields
      }
    }
  }
  ${USER_FIELDS}
`;

export const REGISTER_MUTATION: TypedDocumentNode<{ register: { user: SessionUser } }, { input: RegisterInput }> = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        ...SessionUserFields
      }
    }
  }
  ${USER_FIELDS}
`;

export const LOGOUT_MUTATION: TypedDocumentNode<{ logout: boolean }> = gql`
  mutation Logout {
    logout
  }
`;

export const UPDATE_PROFILE_MUTATION: TypedDocumentNode<{ updateProfile: SessionUser }, { input: ProfileInput }> = gql`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;
