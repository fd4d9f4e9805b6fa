// Parley's pages forbid eval in their Content-Security-Policy. Zod probes for it (`new Function`)
// before its first parse, and the browser reports that probe as a violation: tell Zod not to.
// Imported first by main.tsx, so it holds before any module parses anything.
//
// Without importing zod: the entry chunk every page loads would then carry zod's core (about
// 4 KB gzipped) although only pages that validate need it. Zod keeps its settings in this global
// object (shared by every copy of zod on the page) and adopts one already there;
// zod-without-eval.test.ts fails if a zod upgrade stops doing so.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
