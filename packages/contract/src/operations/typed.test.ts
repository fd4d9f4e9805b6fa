import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { IdParamsSchema } from '../schemas';
import { FaqInputSchema } from '../schemas';
import { productOperation } from './product';

describe('typed operations', () => {
  it('keep their literal schemas, so a route built from one has typed params and body', () => {
    const updateFaq = productOperation('updateFaq');
    expect(updateFaq.body).toBe(FaqInputSchema);
    expectTypeOf<z.output<typeof updateFaq.body>>().toEqualTypeOf<z.output<typeof FaqInputSchema>>();
    expectTypeOf<z.output<typeof updateFaq.params>>().toEqualTypeOf<z.output<typeof IdParamsSchema>>();
    expectTypeOf(updateFaq.auth).toEqualTypeOf<'session'>();
    expectTypeOf(productOperation('health').auth).toEqualTypeOf<'none'>();
  });
});
