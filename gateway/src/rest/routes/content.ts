import { z } from 'zod';
import {
  categoryInputSchema,
  categoryPatchSchema,
  contactMessageInputSchema,
  newsItemInputSchema,
  successMessageSchema,
  waitlistInputSchema,
} from '@shop/contracts';
import { graphql } from '../__generated__';
import { bodyObject, intParam, intQuery, queryDocs, route } from '../route';

export const contentRoutes = [
  route({
    method: 'get',
    path: '/api/categories',
    summary: "The shop's categories",
    auth: 'public',
    operation: graphql(`
      query Categories {
        categories {
          ...CategoryFields
        }
      }
    `),
    result: (d) => d.categories,
  }),
  route({
    method: 'get',
    path: '/api/admin/categories',
    summary: "Every category, for the admin's tables",
    auth: 'admin',
    operation: graphql(`
      query AdminCategories {
        adminCategories {
          ...CategoryFields
        }
      }
    `),
    result: (d) => d.adminCategories,
  }),
  route({
    method: 'get',
    path: '/api/categories/slug/:slug',
    summary: 'A category by slug',
    auth: 'public',
    params: z.object({ slug: z.string() }),
    operation: graphql(`
      query CategoryBySlug($slug: String!) {
        categoryBySlug(slug: $slug) {
          ...CategoryFields
        }
      }
    `),
    variables: (req) => ({ slug: req.params.slug }),
    result: (d) => d.categoryBySlug,
  }),
  route({
    method: 'post',
    path: '/api/categories',
    summary: 'Create a category',
    auth: 'admin',
    body: categoryInputSchema,
    errors: [409],
    operation: graphql(`
      mutation CreateCategory($input: CategoryInput!) {
        createCategory(input: $input) {
          ...CategoryFields
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.createCategory,
    status: 201,
  }),
  route({
    method: 'patch',
    path: '/api/categories/:id',
    summary: 'Change a category (the fields sent)',
    auth: 'admin',
    body: categoryPatchSchema,
    errors: [409],
    operation: graphql(`
      mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
        updateCategory(id: $id, input: $input) {
          ...CategoryFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id'), input: bodyObject(req) }),
    result: (d) => d.updateCategory,
  }),
  route({
    method: 'delete',
    path: '/api/categories/:id',
    summary: 'Delete a category',
    auth: 'admin',
    response: successMessageSchema,
    errors: [409],
    operation: graphql(`
      mutation DeleteCategory($id: Int!) {
        deleteCategory(id: $id)
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: () => ({ success: true, message: 'Category deleted successfully' }),
  }),
  route({
    method: 'get',
    path: '/api/news',
    summary: 'Every news item, active or not',
    auth: 'admin',
    operation: graphql(`
      query News {
        news {
          ...NewsItemFields
        }
      }
    `),
    result: (d) => d.news,
  }),
  route({
    method: 'get',
    path: '/api/news/active',
    summary: 'The newest active news items',
    auth: 'public',
    query: z.object({ limit: queryDocs.positiveInt.optional() }),
    operation: graphql(`
      query ActiveNews($limit: Int) {
        activeNews(limit: $limit) {
          ...NewsItemFields
        }
      }
    `),
    variables: (req) => ({ limit: intQuery(req, 'limit') }),
    result: (d) => d.activeNews,
  }),
  route({
    method: 'post',
    path: '/api/news',
    summary: 'Create a news item',
    auth: 'admin',
    body: newsItemInputSchema,
    operation: graphql(`
      mutation CreateNewsItem($input: NewsItemInput!) {
        createNewsItem(input: $input) {
          ...NewsItemFields
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.createNewsItem,
    status: 201,
  }),
  route({
    method: 'put',
    path: '/api/news/:id',
    summary: 'Replace a news item',
    auth: 'admin',
    body: newsItemInputSchema,
    operation: graphql(`
      mutation UpdateNewsItem($id: Int!, $input: NewsItemInput!) {
        updateNewsItem(id: $id, input: $input) {
          ...NewsItemFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id'), input: bodyObject(req) }),
    result: (d) => d.updateNewsItem,
  }),
  route({
    method: 'delete',
    path: '/api/news/:id',
    summary: 'Delete a news item',
    auth: 'admin',
    response: successMessageSchema,
    operation: graphql(`
      mutation DeleteNewsItem($id: Int!) {
        deleteNewsItem(id: $id)
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: () => ({ success: true, message: 'News item deleted' }),
  }),
  route({
    method: 'post',
    path: '/api/contact',
    summary: 'Send the shop a message',
    auth: 'public',
    body: contactMessageInputSchema,
    response: successMessageSchema,
    operation: graphql(`
      mutation SendContactMessage($input: ContactMessageInput!) {
        sendContactMessage(input: $input) {
          success
          message
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.sendContactMessage,
  }),
  route({
    method: 'post',
    path: '/api/waitlist',
    summary: 'Join the waitlist',
    auth: 'public',
    body: waitlistInputSchema,
    operation: graphql(`
      mutation JoinWaitlist($input: WaitlistInput!) {
        joinWaitlist(input: $input) {
          id
          fullName
          email
          interests
          marketingConsent
          createdAt
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.joinWaitlist,
    status: 201,
  }),
];
