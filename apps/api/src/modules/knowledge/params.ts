import { z } from 'zod';

export const IdParamsSchema = z.object({ id: z.coerce.number({ error: 'must be a number' }).int().positive().max(2_147_483_647) });
