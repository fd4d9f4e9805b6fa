import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { organizations, rules } from '../db/schema';
import { createAgent } from '../modules/agent/agent-repository';
import { createFaqRepository } from '../modules/knowledge/faqs/faq-repository';
import { createProductRepository } from '../modules/knowledge/products/product-repository';
import { SHOWCASE_BUSINESSES, type ShowcaseBusiness } from './businesses';

async function seedOne(db: Db, business: ShowcaseBusiness): Promise<boolean> {
  const [existing] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.subId, business.subId));
  if (existing) return false;
  // No members: nobody signs in to a showcase business; only its demo key is ever used.
  const organizationId = await db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values({ subId: business.subId, name: business.name, websiteUrl: business.websiteUrl }).returning();
    await createAgent(tx, org!.id, {
      name: business.agent.name,
      role: business.agent.role,
      tone: business.agent.tone,
      greeting: business.agent.greeting,
      branding: { primary_color: business.agent.primaryColor },
    });
    if (business.rules.length) await tx.insert(rules).values(business.rules.map((text, position) => ({ organizationId: org!.id, position, text })));
    return org!.id;
  });
  const faqs = createFaqRepository(db);
  for (const faq of business.faqs) await faqs.create(organizationId, { ...faq, source: 'manual' });
  const products = createProductRepository(db);
  for (const product of business.products) {
    await products.create(organizationId, {
      ...product,
      currency: 'USD',
      url: `${business.websiteUrl}/products/${product.sku.toLowerCase()}`,
      source: 'manual',
    });
  }
  return true;
}

/** Creates the showcase businesses that are missing (first start); returns how many were added. */
export async function seedShowcase(db: Db, businesses: ShowcaseBusiness[] = SHOWCASE_BUSINESSES): Promise<number> {
  let added = 0;
  for (const business of businesses) if (await seedOne(db, business)) added += 1;
  return added;
}
