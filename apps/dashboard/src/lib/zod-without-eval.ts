import { z } from 'zod';

// Parley's pages forbid eval in their Content-Security-Policy. Zod probes for it (`new Function`)
// before its first parse, and the browser reports that probe as a violation: tell Zod not to.
// Imported first by main.tsx, so it holds before any module parses anything.
z.config({ jitless: true });
