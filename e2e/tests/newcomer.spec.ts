import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startFixtureSite, type FixtureSite } from '@parley/fixture-site';
import { expect, test } from '@playwright/test';
import { newAccount, serveLocally, type LocalSite } from './helpers';

/**
 * The first five minutes as a newcomer walks them, through the browser only: sign up, explore
 * during the grace days, train on a website, try the agent, paste the snippet into the business's
 * own page, a visitor chats and leaves a lead, the owner sees it on the Leads page and takes the
 * free plan. Once in English and once in Arabic (right to left), with a screenshot per step saved
 * in the test's output folder (e2e/test-results/…) for a person to look at.
 */

const LOCALES = fileURLToPath(new URL('../../packages/i18n/locales/', import.meta.url));

/** The words the dashboard shows in `language`, looked up by key (and plural form) as the app does, all namespaces. */
function wordsOf(language: string): (key: string, count?: number) => string {
  const tree: Record<string, unknown> = {};
  for (const file of readdirSync(`${LOCALES}${language}`)) Object.assign(tree, JSON.parse(readFileSync(`${LOCALES}${language}/${file}`, 'utf8')));
  const plural = new Intl.PluralRules(language);
  return (key, count) => {
    const path = count === undefined ? key : `${key}_${plural.select(count)}`;
    const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    if (typeof value !== 'string') throw new Error(`No ${language} words for ${key}`);
    return count === undefined ? value : value.replace('{{count}}', String(count));
  };
}

/** The business's own website: one page with the snippet pasted in, as the owner copied it. */
let snippet = '';
let host: LocalSite;
let fixture: FixtureSite;
test.beforeAll(async () => {
  fixture = await startFixtureSite();
  host = await serveLocally((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Outdoor</title>${snippet}</head><body><h1>Acme Outdoor</h1></body></html>`,
    );
  });
});
test.afterAll(async () => {
  await host.close();
  await fixture.close();
});

for (const language of ['en', 'ar'] as const) {
  test(`a newcomer goes from sign-up to a first visitor's lead (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = wordsOf(language);
    const context = await browser.newContext({ locale: language === 'ar' ? 'ar' : 'en-US', viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    let step = 0;
    const shot = async (name: string) => {
      step += 1;
      await page.screenshot({ path: test.info().outputPath(`${language}-${String(step).padStart(2, '0')}-${name}.png`), fullPage: true });
    };

    // Sign up. The business's website is the page the snippet will go on.
    const account = { ...newAccount(`newcomer-${language}`), website: `http://localhost:${host.port}` };
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(t('auth.yourName')).fill(account.name);
    await page.getByLabel(t('auth.workEmail')).fill(account.email);
    await page.getByLabel(t('auth.password'), { exact: true }).fill(account.password);
    await page.getByLabel(t('auth.businessName')).fill(account.businessName);
    await page.getByLabel(t('auth.website')).fill(account.website);
    await shot('register');
    await page.getByRole('button', { name: t('auth.createAccount') }).click();

    // The plan prompt, and no wall behind it: the grace days open every page.
    await expect(page.getByTestId('subscription-gate')).toBeVisible();
    await shot('plan-prompt');
    await page.getByRole('link', { name: t('gate.exploreFirst') }).click();
    await expect(page.getByTestId('setup-checklist')).toBeVisible();
    await expect(page.getByTestId('grace-notice')).toContainText(t('grace.daysLeft', 7));
    await expect(page.getByTestId('setup-knowledge')).toHaveAttribute('data-state', 'todo');
    await shot('checklist');

    // Train on the website; the FAQ list fills in without a reload.
    await page.goto('/dashboard/knowledge-base');
    await page.getByLabel(t('knowledge.websiteUrl')).fill(`${fixture.origin}/`);
    await page.getByRole('button', { name: t('knowledge.train') }).click();
    await expect(page.getByTestId('scrape-job')).toHaveAttribute('data-status', 'completed', { timeout: 45_000 });
    await expect(page.getByTestId('stat-faqs')).toHaveText('3');
    await expect(page.getByText(/40 countries/).first()).toBeVisible();
    await shot('trained');

    // Try it before any visitor does.
    await page.goto('/dashboard/agent-persona');
    await page.getByTestId('try-it').getByRole('textbox').fill('Do you ship internationally?');
    await page.getByTestId('try-it').getByRole('button').last().click();
    await expect(page.getByTestId('try-answer')).toContainText('40 countries');
    await shot('tried');

    // Copy the snippet from the add-to-site dialog: it says the code is public, as it is.
    await page.goto('/dashboard/widget-settings');
    await page.getByTestId('add-to-site').click();
    const dialog = page.getByRole('dialog', { name: t('install.addToSite.title') });
    snippet = (await dialog.getByLabel(t('install.addToSite.snippetTitle')).inputValue()).trim();
    expect(snippet).toMatch(/widget\.js\?apiKey=pk_live_/);
    await shot('snippet');
    await page.keyboard.press('Escape');

    // A visitor on the business's own page chats, then leaves an email.
    const visitor = await browser.newPage({ locale: 'en-US' });
    await visitor.goto(`http://localhost:${host.port}/`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    const frame = visitor.frameLocator('iframe[title="Chat"]');
    await frame.getByLabel('Your message').fill('What is your return policy?');
    await frame.getByLabel('Your message').press('Enter');
    await expect(frame.getByRole('log').getByText(/free within 30 days/)).toBeVisible();
    await frame.getByRole('button', { name: 'Leave your contact details' }).click();
    const leadForm = frame.getByRole('form', { name: 'How can the team reach you?' });
    await leadForm.getByLabel('Email').fill(`visitor-${language}@example.org`);
    await leadForm.getByLabel('What are you interested in?').fill('Trail shoes in size 44');
    await leadForm.getByLabel('I agree to be contacted about my request.').check();
    await leadForm.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(frame.getByRole('log').getByText('Thank you! The team will get in touch soon.')).toBeVisible();
    // The chat goes on after the lead: the message box is still there.
    await expect(frame.getByLabel('Your message')).toBeEditable();
    await visitor.screenshot({ path: test.info().outputPath(`${language}-${String((step += 1)).padStart(2, '0')}-visitor.png`) });
    await visitor.close();

    // The owner sees the lead on its own page, and the checklist moved on.
    await page.goto('/dashboard/leads');
    await expect(page.getByTestId('lead-row').filter({ hasText: `visitor-${language}@example.org` })).toBeVisible();
    await shot('leads');
    await page.goto('/dashboard');
    for (const done of ['knowledge', 'site', 'visitor']) await expect(page.getByTestId(`setup-${done}`)).toHaveAttribute('data-state', 'done');
    await shot('overview');

    // The free plan is one click, with no "change your plan?" for a first choice.
    await page.getByTestId('grace-notice').getByRole('button').click();
    await page.getByTestId('plan-intern').getByRole('button').click();
    await expect(page).toHaveURL(/\/billing\/subscribe-success/);
    await shot('plan-chosen');
    await context.close();
  });
}
