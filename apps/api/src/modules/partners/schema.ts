import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { choice, createdAt, id } from '../../db/schema/columns';

/**
 * Applications sent from the public partnerships page. Unlike every other table this one has no
 * `organization_id`: the applicant is not a tenant (yet), and only Parley staff read these rows.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: id(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    website: text('website').notNull(),
    message: text('message').notNull(),
    /** The interface language the applicant wrote from, so staff can answer in it. */
    language: text('language').notNull().default('en'),
    status: choice('status', ['new', 'contacted', 'accepted', 'declined'], 'new'),
    createdAt: createdAt(),
  },
  (t) => [index('partner_applications_created_idx').on(t.createdAt)],
);
