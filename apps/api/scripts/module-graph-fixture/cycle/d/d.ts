import { a } from '../a/index.js';

export const d = (): number => a() + 1;
