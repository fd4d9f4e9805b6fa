import type { ApiOperation } from './operation';
import { PRODUCT_OPERATIONS } from './product';
import { VOICE_OPERATIONS } from './runtime';

/** Every operation the document describes: the product API, then the runtime and Voice API. */
export const ALL_OPERATIONS: readonly ApiOperation[] = [...PRODUCT_OPERATIONS, ...VOICE_OPERATIONS];

export * from './operation';
export * from './client-routes';
export * from './product';
export { VOICE_OPERATIONS } from './runtime';
export * from './voice-api';
export * from './errors';
export * from './tags';
