import {
  loginInputSchema,
  profileInputSchema,
  registerInputSchema,
  successSchema,
  wishlistCheckSchema,
  wishlistInputSchema,
} from '@shop/contracts';
import { Unauthorized, idSchema, parseInput } from '@shop/kit';
import { graphql } from '../__generated__';
import { bodyObject, intParam, route } from '../route';

/** `token` is asked for so the gateway can move it into the session cookie; it never reaches the body. */
export const accountsRoutes = [
  route({
    method: 'get',
    path: '/api/user',
    summary: 'The signed-in user',
    auth: 'user',
    operation: graphql(`
      query Me {
        me {
          ...UserFields
        }
      }
    `),
    result: (d) => {
      if (!d.me) throw new Unauthorized('Not authenticated');
      return d.me;
    },
  }),
  route({
    method: 'patch',
    path: '/api/user',
    summary: 'Change the profile',
    auth: 'user',
    body: profileInputSchema,
    errors: [409],
    operation: graphql(`
      mutation UpdateProfile($input: ProfileInput!) {
        updateProfile(input: $input) {
          ...UserFields
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.updateProfile,
  }),
  route({
    method: 'post',
    path: '/api/login',
    summary: 'Sign in',
    description: 'Sets the httpOnly session cookie and answers the user.',
    auth: 'public',
    body: loginInputSchema,
    errors: [401],
    operation: graphql(`
      mutation Login($input: LoginInput!) {
        login(input: $input) {
          token
          user {
            ...UserFields
          }
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.login.user,
  }),
  route({
    method: 'post',
    path: '/api/register',
    summary: 'Create a customer account and sign in',
    auth: 'public',
    body: registerInputSchema,
    errors: [409],
    operation: graphql(`
      mutation Register($input: RegisterInput!) {
        register(input: $input) {
          token
          user {
            ...UserFields
          }
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.register.user,
    status: 201,
  }),
  route({
    method: 'post',
    path: '/api/logout',
    summary: 'Sign out',
    auth: 'public',
    response: successSchema,
    operation: graphql(`
      mutation Logout {
        logout
      }
    `),
    result: () => ({ success: true }),
  }),
  route({
    method: 'get',
    path: '/api/wishlist',
    summary: "The user's wishlist, each entry with its product",
    auth: 'user',
    operation: graphql(`
      query Wishlist {
        wishlist {
          id
          productId
          createdAt
          product {
            id
            slug
            name
            description
            price
            compareAtPrice
            imageUrl
            stock
          }
        }
      }
    `),
    // An entry whose product the catalog no longer has is about to leave the wishlist; skip it.
    result: (d) => d.wishlist.filter((item) => item.product !== null),
  }),
  route({
    method: 'get',
    path: '/api/wishlist/check/:productId',
    summary: 'Whether a product is on the wishlist',
    auth: 'user',
    response: wishlistCheckSchema,
    operation: graphql(`
      query IsInWishlist($productId: Int!) {
        isInWishlist(productId: $productId)
      }
    `),
    variables: (req) => ({ productId: intParam(req, 'productId') }),
    result: (d) => ({ isInWishlist: d.isInWishlist }),
  }),
  route({
    method: 'post',
    path: '/api/wishlist',
    summary: 'Add a product to the wishlist',
    auth: 'user',
    body: wishlistInputSchema,
    response: successSchema,
    operation: graphql(`
      mutation AddToWishlist($productId: Int!) {
        addToWishlist(productId: $productId)
      }
    `),
    variables: (req) => ({ productId: parseInput(idSchema, bodyObject(req).productId, 'productId') }),
    result: () => ({ success: true }),
  }),
  route({
    method: 'delete',
    path: '/api/wishlist/:productId',
    summary: 'Remove a product from the wishlist',
    auth: 'user',
    response: successSchema,
    operation: graphql(`
      mutation RemoveFromWishlist($productId: Int!) {
        removeFromWishlist(productId: $productId)
      }
    `),
    variables: (req) => ({ productId: intParam(req, 'productId') }),
    result: () => ({ success: true }),
  }),
];
