import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectPage } from '../../db/select-page';
import { partnerApplications } from './schema';
import type { PartnerApplication, PartnerApplicationRequest } from './validation';

type Row = typeof partnerApplications.$inferSelect;

export const toPartnerApplicationDto = (row: Row): PartnerApplication => ({
  id: row.id,
  name: row.name,
  company: row.company,
  email: row.email,
  website: row.website,
  message: row.message,
  language: row.language,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/** Queries only; who may read is the service's business. */
export function createPartnerRepository(db: Db) {
  return {
    async insert(input: Omit<PartnerApplicationRequest, 'nickname'>): Promise<Row> {
      const [row] = await db
        .insert(partnerApplications)
        .values({ name: input.name, company: input.company, email: input.email, website: input.website, message: input.message, language: input.language })
        .returning();
      return row!;
    },
    async list(page: number, perPage: number): Promise<{ rows: Row[]; total: number }> {
      return selectPage(db, partnerApplications, { orderBy: [desc(partnerApplications.createdAt), desc(partnerApplications.id)], page, perPage });
    },
  };
}
export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
