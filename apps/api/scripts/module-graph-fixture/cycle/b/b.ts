// Type-only, and still an arrow: b knows c's shapes.
import type { C } from '../c/index.js';

export const b: C = 1;
