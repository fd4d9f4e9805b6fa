import { z } from 'zod';
import { IdParamsSchema } from '@parley/contract';
export { IdParamsSchema };
