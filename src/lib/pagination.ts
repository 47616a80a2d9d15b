import { textOf } from './i18n/current';

export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;

/** SPEC point 9: a next page exists while page times page size is below the total. */
export function hasNextPage(page: number, pageSize: number, total: number): boolean {
  return page * pageSize < total;
}

export function hasPrevPage(page: number): boolean {
  return page > 1;
}

export function totalPages(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export const PAGINATION_TEXT = {
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

declare module './i18n/sections' {
  interface Sections {
    pagination: typeof PAGINATION_TEXT;
  }
}

export function pageLabel(page: number, pageSize: number, total: number): string {
  return textOf('pagination', PAGINATION_TEXT).pageOf(page, totalPages(pageSize, total));
}
