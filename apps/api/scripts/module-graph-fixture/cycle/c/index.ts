// Closes a → b → c → a through a re-export.
export { a } from '../a/index.js';
export type C = number;
