import * as v from 'valibot';

/**
 * A section's SEO entry (GET /api/seo/page/{page}/{locale}). Its own module: the app shell
 * reads it on every page (SeoSync), and the rest of the content contracts stay out of the
 * entry chunk (decision 012). Re-exported by ./content.
 */
export const seoSchema = v.object({ page: v.string(), locale: v.string(), title: v.string(), description: v.string(), keyword: v.string(), image: v.string() });
export type SeoData = v.InferOutput<typeof seoSchema>;
