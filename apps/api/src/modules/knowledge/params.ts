import { IdParamsSchema } from '@parley/contract';
export { IdParamsSchema };
