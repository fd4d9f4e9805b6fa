import { z } from 'zod';

/** Building blocks of the Voice API schemas (not exported from the package). */
export const Json = z.record(z.string(), z.unknown());
/** A provider-specific configuration block (model, voice, transcriber …). */
export const ProviderConfigSchema = z.looseObject({ provider: z.string().optional() });

/** Fields every stored Voice API resource carries. */
export const stored = {
  id: z.string(),
  orgId: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
};
