/** The marketing pages, by path segment; '' is the home page. */
export const PAGES = ['', 'demos', 'pricing', 'examples', 'faq', 'manifesto', 'partnerships', 'privacy', 'terms'] as const;
export type Page = (typeof PAGES)[number];
export type ContentPage = Exclude<Page, ''>;

/** Pages that send a signed-in person to the dashboard (spec §2: `/` and `/partnerships`; /login and /register are the dashboard's). */
export const GUARDED_PAGES: readonly Page[] = ['', 'partnerships'];

/** The pages the header links to, in reading order. */
export const NAV_PAGES = ['demos', 'pricing', 'examples', 'faq', 'manifesto', 'partnerships'] as const satisfies readonly ContentPage[];

/** The URL of a page in a language: English at the root, the others under their code. */
export function pagePath(page: Page, lng: string): string {
  const prefix = lng === 'en' ? '' : `/${lng}`;
  return `${prefix}/${page ? `${page}/` : ''}`;
}
