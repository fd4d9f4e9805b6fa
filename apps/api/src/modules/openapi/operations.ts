import type { ApiOperation } from './operation';
import { PRODUCT_OPERATIONS } from './product-operations';
import { VOICE_OPERATIONS } from './voice-operations';

/** Every operation the document describes: the product API, then the runtime and Voice API. */
export const ALL_OPERATIONS: readonly ApiOperation[] = [...PRODUCT_OPERATIONS, ...VOICE_OPERATIONS];
