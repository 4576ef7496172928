import { bodyObject, intParam, intQuery, route } from '../route';

const CATEGORY = 'id name slug description parentId';
const NEWS = 'id title content imageUrl isActive createdAt';

export const contentRoutes = [
  route({
    method: 'get',
    path: '/api/categories',
    operation: `query { categories { ${CATEGORY} } }`,
    result: (d) => d.categories,
  }),
  route({
    method: 'get',
    path: '/api/admin/categories',
    operation: `query { adminCategories { ${CATEGORY} } }`,
    result: (d) => d.adminCategories,
  }),
  route({
    method: 'get',
    path: '/api/categories/slug/:slug',
    operation: `query($slug: String!) { categoryBySlug(slug: $slug) { ${CATEGORY} } }`,
    variables: (req) => ({ slug: req.params.slug }),
    result: (d) => d.categoryBySlug,
  }),
  route({
    method: 'post',
    path: '/api/categories',
    operation: `mutation($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY} } }`,
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.createCategory,
    status: 201,
  }),
  route({
    method: 'patch',
    path: '/api/categories/:id',
    operation: `mutation($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY} } }`,
    variables: (req) => ({ id: intParam(req, 'id'), input: bodyObject(req) }),
    result: (d) => d.updateCategory,
  }),
  route({
    method: 'delete',
    path: '/api/categories/:id',
    operation: `mutation($id: Int!) { deleteCategory(id: $id) }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: () => ({ success: true, message: 'Category deleted successfully' }),
  }),
  route({
    method: 'get',
    path: '/api/news',
    operation: `query { news { ${NEWS} } }`,
    result: (d) => d.news,
  }),
  route({
    method: 'get',
    path: '/api/news/active',
    operation: `query($limit: Int) { activeNews(limit: $limit) { ${NEWS} } }`,
    variables: (req) => ({ limit: intQuery(req, 'limit') }),
    result: (d) => d.activeNews,
  }),
  route({
    method: 'post',
    path: '/api/news',
    operation: `mutation($input: NewsItemInput!) { createNewsItem(input: $input) { ${NEWS} } }`,
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.createNewsItem,
    status: 201,
  }),
  route({
    method: 'put',
    path: '/api/news/:id',
    operation: `mutation($id: Int!, $input: NewsItemInput!) { updateNewsItem(id: $id, input: $input) { ${NEWS} } }`,
    variables: (req) => ({ id: intParam(req, 'id'), input: bodyObject(req) }),
    result: (d) => d.updateNewsItem,
  }),
  route({
    method: 'delete',
    path: '/api/news/:id',
    operation: `mutation($id: Int!) { deleteNewsItem(id: $id) }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: () => ({ success: true, message: 'News item deleted' }),
  }),
  route({
    method: 'post',
    path: '/api/contact',
    operation: `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { success message } }`,
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.sendContactMessage,
  }),
  route({
    method: 'post',
    path: '/api/waitlist',
    operation: `mutation($input: WaitlistInput!) { joinWaitlist(input: $input) { id fullName email interests marketingConsent createdAt } }`,
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.joinWaitlist,
    status: 201,
  }),
];
