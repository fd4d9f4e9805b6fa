import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { addFaq, newAccount, resolvingToLoopback, serveForTests, snippetFromModal, storeSession, subscribedOwner } from './helpers';

/**
 * A person stepping in, as the people involved see it: a visitor on the business's own site asks
 * for a person in the widget; a member of the team, signed in in another browser context, sees it
 * arrive live in the inbox, takes the conversation over and writes; the visitor's reply reaches
 * the member; the member hands back and the agent answers again.
 */
const HOST_NAME = 'handoff.test';
test.use({ launchOptions: resolvingToLoopback(HOST_NAME) });

let snippet = '';
const shop = serveForTests((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trail Co</title>${snippet}</head><body><h1>Trail Co</h1></body></html>`);
});

async function ask(frame: FrameLocator, text: string) {
  await frame.getByLabel('Your message').fill(text);
  await frame.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The member's browser: signed in through the real sign-in form, on the inbox. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('a visitor asks for a person; a member sees it live, takes over, both write, the member hands back and the agent answers again', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopOrigin = `http://${HOST_NAME}:${shop.port}`;
  const owner = newAccount('handoff');
  const { session, auth } = await subscribedOwner(request, { ...owner, website: shopOrigin });
  const faq = { question: 'Do you ship to Canada?', answer: 'Yes, we ship to Canada in 3 to 5 business days.' };
  await addFaq(request, auth, faq);

  // A member joins the team through an invitation.
  const memberEmail = `member-${Date.now()}@example.com`;
  const invited = await request.post('/api/v1/organizations/current/invitations', { headers: auth, data: { invitation: { email: memberEmail } } });
  expect(invited.status()).toBe(201);
  const invitation = new URL(((await invited.json()) as { data: { register_url: string } }).data.register_url, 'http://x').searchParams.get('invitation')!;
  const joined = await request.post('/signup/invitation', {
    data: { user: { name: 'Mia Member', password: 'Str0ng-password-1' }, invitation: { token: invitation } },
  });
  expect(joined.status()).toBe(201);

  // The owner pastes the embed code on the shop.
  await storeSession(page, session);
  snippet = await snippetFromModal(page);

  // The member follows the inbox in a browser of their own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, memberEmail, 'Str0ng-password-1');
  await member.goto('/dashboard/inbox');
  await expect(member.getByRole('heading', { name: 'Live inbox' })).toBeVisible();
  await expect(member.getByText('Live: conversations move as they happen')).toBeVisible();

  // The visitor chats with the agent, then asks for a person.
  const visitor = await browser.newPage();
  const problems: string[] = [];
  visitor.on('pageerror', (error) => problems.push(error.message));
  await visitor.goto(`${shopOrigin}/`);
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  const frame = visitor.frameLocator('iframe[title="Chat"]');
  await ask(frame, 'Do you ship to Canada?');
  await expect(frame.getByTestId('message-assistant').last()).toContainText('3 to 5 business days');
  await frame.getByRole('button', { name: 'Talk to a person' }).click();
  await expect(frame.getByTestId('handoff-notice').last()).toHaveText(/asked the team to join/);

  // It arrives in the member's inbox without a reload, first in the list.
  const item = member.getByTestId('inbox-item').first();
  await expect(item).toContainText('Waiting for a person');
  await expect(item).toContainText('3 to 5 business days');
  await item.click();
  const pane = member.getByTestId('inbox-pane');
  await expect(pane).toContainText('Do you ship to Canada?');
  await pane.getByRole('button', { name: 'Take over' }).click();
  await expect(pane).toContainText('With you');

  // The visitor is told who joined, and reads the member's message as it is sent.
  await expect(frame.getByTestId('handoff-notice').last()).toHaveText(`Mia Member from ${owner.businessName} joined the chat`);
  await pane.getByLabel('Message to the visitor').fill('Hi, I am Mia. Which province are you in?');
  await pane.getByLabel('Message to the visitor').press('Enter');
  const fromMia = frame.getByTestId('message-human').last();
  await expect(fromMia).toContainText('Hi, I am Mia. Which province are you in?');
  await expect(fromMia).toContainText('Mia Member');

  // The visitor answers the member; the agent stays silent and the member sees it live.
  const answers = await frame.getByTestId('message-assistant').count();
  // The chat request is over before the count is read: an answer, had one come, would be on the page by then.
  const replied = visitor.waitForResponse((response) => response.url().endsWith('/chat') && response.request().method() === 'POST');
  await ask(frame, 'Quebec, near Montreal.');
  const done = await (await replied).text();
  expect(done).toContain('"output":[]');
  await expect(frame.locator('.typing')).toHaveCount(0);
  await expect(pane).toContainText('Quebec, near Montreal.');
  await expect(frame.getByTestId('message-assistant')).toHaveCount(answers);

  // Hand back: the visitor is told, and the agent answers the next question.
  await pane.getByRole('button', { name: 'Hand back to the agent' }).click();
  await expect(frame.getByTestId('handoff-notice').last()).toHaveText('Mia Member left the chat; the assistant answers again');
  await ask(frame, 'Do you ship to Canada?');
  await expect(frame.getByTestId('message-assistant')).toHaveCount(answers + 1);
  await expect(frame.getByTestId('message-assistant').last()).toContainText('3 to 5 business days');
  await expect(pane.getByRole('button', { name: 'Take over' })).toBeVisible();

  // The visitor deletes the conversation: it is gone from the business's export too.
  const chatId = new URL(member.url()).searchParams.get('conversation')!;
  expect(chatId).toMatch(/^chat_/);
  const exported = async () => (await (await request.get('/api/v1/organizations/current/export', { headers: auth })).text()).includes(chatId);
  expect(await exported()).toBe(true);
  await frame.getByRole('button', { name: 'Delete this conversation' }).click();
  await frame.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(frame.getByText('Your conversation was deleted.')).toBeVisible();
  expect(await exported()).toBe(false);
  expect(problems).toEqual([]);
  await visitor.close();
  await memberContext.close();
});
