/** The named demo routes of spec §2 and the showcase businesses the server seeds behind them. */
export const SHOWCASE_DEMOS = [
  { path: '/trump', subId: 'org_showcase_trump', name: 'Trump Card Games', key: 'trump' },
  { path: '/tippsy-demo', subId: 'org_showcase_tippsy', name: 'Tippsy Sake Cellar', key: 'tippsy' },
  { path: '/ordinary-demo', subId: 'org_showcase_ordinary', name: 'Ordinary Bakery', key: 'ordinary' },
  { path: '/allseeingmasa', subId: 'org_showcase_masa', name: 'All-Seeing Masa', key: 'masa' },
] as const;

export const showcaseByPath = (path: string) => SHOWCASE_DEMOS.find((demo) => demo.path === path.replace(/\/+$/, ''));
