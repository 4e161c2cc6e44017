import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { adminCategorySchema, adminList, adminListQuery, adminPostSchema, paged, blogDetailParam, blogListQuery, caseStudyParam, categoryListResponse, idParam, localeParam, postDetailSchema, postInput, postListResponse, statusBody } from '#common/contracts/content';
import { requireJson, validate } from '../http/validate';
import { createPost, deletePost, getAdminPost, getPost, listAdminPosts, listAllCategories, listCategories, listPosts, setPostStatus, updatePost } from '../services/content/articles';
import { adminDoc, audited, cached, publicDoc, publicJson } from './content-common';

/** Articles, case studies and their categories: the public reads (SPEC §7 paths) and the staff's edits (/api/admin/content, guarded in content-common.ts). */
export const articlesRoutes = new Hono<AppEnv>()
  .get('/sv_influ_api/open/config/category/blog', publicDoc('Blog categories (active and shown; 6 is hidden)', categoryListResponse), cached, (c) =>
    publicJson(c, async () => ({ data: await listCategories(c.var.deps.db, 'blog') })),
  )
  .get('/sv_influ_api/open/config/category/casesstudy', publicDoc('Case-study categories (12 interests)', categoryListResponse), cached, (c) =>
    publicJson(c, async () => ({ data: await listCategories(c.var.deps.db, 'casestudy') })),
  )
  .get('/sv_influ_api/open/:locale/casesstudy/:id', publicDoc('One published case study by id or slug', postDetailSchema), cached, validate('param', caseStudyParam), (c) => {
    const { locale, id } = c.req.valid('param');
    return publicJson(c, () => getPost(c.var.deps.db, 'case_study', locale, id));
  })
  .get('/api/blogs/lang/:locale', publicDoc('Published articles, paged (default categories 5,8,9,10,12; 5 per page)', postListResponse), cached, validate('param', localeParam), validate('query', blogListQuery), (c) => {
    const { locale } = c.req.valid('param');
    return publicJson(c, () => listPosts(c.var.deps.db, 'article', locale, c.req.valid('query')));
  })
  .get('/api/blogs/lang/:locale/slug/:slug', publicDoc('One published article by slug, with related articles', postDetailSchema), cached, validate('param', blogDetailParam), (c) => {
    const { locale, slug } = c.req.valid('param');
    return publicJson(c, () => getPost(c.var.deps.db, 'article', locale, slug));
  })
  .get(
    '/api/influencer-success-cases/lang/:locale',
    publicDoc('Published case studies, paged (default categories 2–11 and 13; 6 per page)', postListResponse), cached,
    validate('param', localeParam),
    validate('query', blogListQuery),
    (c) => {
      const { locale } = c.req.valid('param');
      return publicJson(c, () => listPosts(c.var.deps.db, 'case_study', locale, c.req.valid('query')));
    },
  )
  .get('/api/admin/content/categories', adminDoc('All categories, hidden ones included', adminList(adminCategorySchema)), async (c) => c.json({ data: await listAllCategories(c.var.deps.db) }))
  .get('/api/admin/content/posts', adminDoc('Articles and case studies, drafts included', paged(adminPostSchema)), validate('query', adminListQuery), async (c) => c.json(await listAdminPosts(c.var.deps.db, c.req.valid('query'))))
  .post('/api/admin/content/posts', adminDoc('Create an article or case study', adminPostSchema, { status: 201 }), requireJson, validate('json', postInput), async (c) =>
    c.json(await audited(c, 'content.post.create', (tx) => createPost(tx, c.req.valid('json'), c.var.session!.user.uuid, c.var.deps.now()), (post) => ({ type: 'post', id: post.id })), 201),
  )
  .get('/api/admin/content/posts/:id', adminDoc('One post with both translations', adminPostSchema), validate('param', idParam), async (c) => c.json(await getAdminPost(c.var.deps.db, c.req.valid('param').id)))
  .put('/api/admin/content/posts/:id', adminDoc('Replace a post', adminPostSchema), validate('param', idParam), requireJson, validate('json', postInput), async (c) =>
    c.json(await audited(c, 'content.post.update', (tx) => updatePost(tx, c.req.valid('param').id, c.req.valid('json'), c.var.deps.now()), { type: 'post', id: c.req.valid('param').id })),
  )
  .patch('/api/admin/content/posts/:id/status', adminDoc('Publish or unpublish', adminPostSchema), validate('param', idParam), requireJson, validate('json', statusBody), async (c) =>
    c.json(await audited(c, `content.post.${c.req.valid('json').status}`, (tx) => setPostStatus(tx, c.req.valid('param').id, c.req.valid('json').status, c.var.deps.now()), { type: 'post', id: c.req.valid('param').id })),
  )
  .delete('/api/admin/content/posts/:id', adminDoc('Delete a post'), validate('param', idParam), async (c) => {
    await audited(c, 'content.post.delete', (tx) => deletePost(tx, c.req.valid('param').id), { type: 'post', id: c.req.valid('param').id });
    return c.body(null, 204);
  });
