/** The marketing pages, by path segment; '' is the home page. */
export const PAGES = ['', 'pricing', 'faq', 'examples', 'manifesto', 'partnerships', 'privacy', 'terms'] as const;
export type Page = (typeof PAGES)[number];
export type ContentPage = Exclude<Page, ''>;

/** Pages that send a signed-in person to the dashboard (spec §2). */
export const GUARDED_PAGES: readonly Page[] = ['', 'partnerships'];

/** The URL of a page in a language: English at the root, the others under their code. */
export function pagePath(page: Page, lng: string): string {
  const prefix = lng === 'en' ? '' : `/${lng}`;
  return `${prefix}/${page ? `${page}/` : ''}`;
}
