import type { ShowcaseKey } from '../strings';

/**
 * The showcase businesses the server seeds (apps/api/src/showcase/businesses.ts) and the demo
 * routes the dashboard serves for them (apps/dashboard/src/pages/demo/showcase.ts).
 */
export const SHOWCASES: readonly { key: ShowcaseKey; path: string; subId: string; business: string; agent: string }[] = [
  { key: 'trump', path: '/trump', subId: 'org_showcase_trump', business: 'Trump Card Games', agent: 'Ace' },
  { key: 'tippsy', path: '/tippsy-demo', subId: 'org_showcase_tippsy', business: 'Tippsy Sake Cellar', agent: 'Hana' },
  { key: 'ordinary', path: '/ordinary-demo', subId: 'org_showcase_ordinary', business: 'Ordinary Bakery', agent: 'Olive' },
  { key: 'masa', path: '/allseeingmasa', subId: 'org_showcase_masa', business: 'All-Seeing Masa', agent: 'Masa' },
];
