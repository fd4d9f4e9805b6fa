/**
 * The Parley API contract. Every operation once (`ALL_OPERATIONS`), the zod schemas the server
 * validates with and the clients type with, and the media socket's protocol.
 */
export * from './schemas';
export * from './operations';
export * from './media-socket';
