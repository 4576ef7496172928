import { Unauthorized, idSchema, parseInput } from '@shop/kit';
import { bodyObject, intParam, route } from '../route';

const USER = 'id username email fullName address city state postalCode country phone role createdAt updatedAt';
const WISHLIST_PRODUCT = 'id slug name description price compareAtPrice imageUrl stock';

/** `token` is asked for so the gateway can move it into the session cookie; it never reaches the body. */
export const accountsRoutes = [
  route({
    method: 'get',
    path: '/api/user',
    operation: `query { me { ${USER} } }`,
    result: (d) => {
      if (!d.me) throw new Unauthorized('Not authenticated');
      return d.me;
    },
  }),
  route({
    method: 'patch',
    path: '/api/user',
    operation: `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${USER} } }`,
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.updateProfile,
  }),
  route({
    method: 'post',
    path: '/api/login',
    operation: `mutation($input: LoginInput!) { login(input: $input) { token user { ${USER} } } }`,
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.login.user,
  }),
  route({
    method: 'post',
    path: '/api/register',
    operation: `mutation($input: RegisterInput!) { register(input: $input) { token user { ${USER} } } }`,
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.register.user,
    status: 201,
  }),
  route({
    method: 'post',
    path: '/api/logout',
    operation: 'mutation { logout }',
    result: () => ({ success: true }),
  }),
  route({
    method: 'get',
    path: '/api/wishlist',
    operation: `query { wishlist { id productId createdAt product { ${WISHLIST_PRODUCT} } } }`,
    // An entry whose product the catalog no longer has is about to leave the wishlist; skip it.
    result: (d) => d.wishlist.filter((item: { product: unknown }) => item.product !== null),
  }),
  route({
    method: 'get',
    path: '/api/wishlist/check/:productId',
    operation: 'query($productId: Int!) { isInWishlist(productId: $productId) }',
    variables: (req) => ({ productId: intParam(req, 'productId') }),
    result: (d) => ({ isInWishlist: d.isInWishlist }),
  }),
  route({
    method: 'post',
    path: '/api/wishlist',
    operation: 'mutation($productId: Int!) { addToWishlist(productId: $productId) }',
    variables: (req) => ({ productId: parseInput(idSchema, bodyObject(req).productId, 'productId') }),
    result: () => ({ success: true }),
  }),
  route({
    method: 'delete',
    path: '/api/wishlist/:productId',
    operation: 'mutation($productId: Int!) { removeFromWishlist(productId: $productId) }',
    variables: (req) => ({ productId: intParam(req, 'productId') }),
    result: () => ({ success: true }),
  }),
];
