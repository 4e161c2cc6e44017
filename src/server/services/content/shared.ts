import type { Paged } from '#common/contracts/content';
import { DomainError } from '../../domain-error';

/** SPEC §9 default page sizes. */
export const pageSizes = { blogs: 5, caseStudies: 6, packages: 6, publicCampaigns: 6 } as const;
/** SPEC §7: case-study list default categories 2 to 11 and 13. */
export const defaultCaseStudyCategoryIds = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13] as const;
export const defaultImage = '/images/default-image.jpg';
export const defaultPackageImage = '/images/default-image-package.jpg';

export interface Paging {
  page?: number;
  perPage?: number;
  limit?: number;
}
export function resolvePaging(query: Paging, fallback: number) {
  const perPage = query.perPage ?? query.limit ?? fallback;
  const page = query.page ?? 1;
  return { page, perPage, offset: (page - 1) * perPage };
}
export const pagedOf = <T>(data: T[], total: number, page: number, perPage: number): Paged<T> => ({ data, total, page, perPage, totalPages: Math.max(1, Math.ceil(total / perPage)) });

export const validation = (path: string, message: string) => new DomainError('validation', { errors: [{ path, message }] });
export const conflict = (path: string, message: string) => new DomainError('conflict', { detail: 'This slug is already used.', errors: [{ path, message }] });
