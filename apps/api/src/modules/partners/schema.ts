import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Applications sent from the public partnerships page. Unlike every other table this one has no
 * `organization_id`: the applicant is not a tenant (yet), and only Parley staff read these rows.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    website: text('website').notNull(),
    message: text('message').notNull(),
    /** The interface language the applicant wrote from, so staff can answer in it. */
    language: text('language').notNull().default('en'),
    status: text('status', { enum: ['new', 'contacted', 'accepted', 'declined'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_applications_created_idx').on(t.createdAt)],
);
