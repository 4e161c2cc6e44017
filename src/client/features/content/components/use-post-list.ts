import { useNavigate } from '@tanstack/react-router';
import type { Locale } from '#common/enums';
import { useArticles } from '../api/get-articles';
import { useCategories } from '../api/get-categories';
import { useCaseStudies } from '../api/get-case-studies';
import { useKeptScroll } from '../hooks/use-kept-scroll';

/**
 * A post list's data: its categories, the page of articles or case studies (both queries run,
 * as the server rendered them, so hydration finds the same cache), the scroll position kept per
 * list and page, and moving to another category or page through the URL (page 1 and "all" stay
 * out of it).
 */
export function usePostList({ lang, category, page, kind }: { lang: Locale; category?: number; page: number; kind: 'article' | 'case_study' }) {
  const navigate = useNavigate();
  const categories = useCategories(kind === 'article' ? 'blog' : 'casesstudy');
  const ids = category !== undefined ? [category] : undefined;
  const articles = useArticles({ locale: lang, category: ids, page });
  const cases = useCaseStudies({ locale: lang, category: ids, page });
  const list = kind === 'article' ? articles : cases;
  useKeptScroll(`${kind}:${lang}:${category ?? 'all'}:${page}`, list.isSuccess);
  const go = (next: { category?: number; page?: number }) =>
    void navigate({
      to: kind === 'article' ? '/$lang/articles' : '/$lang/caseStudy',
      params: { lang },
      search: { ...(next.category !== undefined ? { category: next.category } : {}), ...(next.page && next.page > 1 ? { page: next.page } : {}) },
    });
  return {
    categories: categories.data ?? [],
    list,
    /** The tab's value: "all" or a category id. */
    tab: category === undefined ? 'all' : String(category),
    showTab: (value: string | null) => go({ category: value && value !== 'all' ? Number(value) : undefined }),
    showPage: (next: number) => go({ category, page: next }),
  };
}
