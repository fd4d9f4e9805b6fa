import { b } from '../b/b.js';

export const a = (): number => b;
