import { expect, test, type Page } from '@playwright/test';
import { addFaq, newAccount, serveForTests, storeSession, subscribedOwner } from './helpers';

/**
 * A business whose site sends a strict Content Security Policy: no 'unsafe-inline' anywhere, the
 * Parley origin allowed only for what the add-to-site modal says to allow. Its page carries both
 * embed codes the modal offers: the inline snippet (which this policy must block) and the
 * script-only tag (which must bring the widget up with nothing else blocked).
 */
let hostPage = { head: '', policy: "default-src 'self'" };
const host = serveForTests((_request, response) => {
  const { head, policy } = hostPage;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict Supplies</title>${head}</head><body><h1>Strict Supplies</h1></body></html>`,
  );
});

/** Both embed codes as the add-to-site modal shows them: first as it opens, then with the strict-CSP box ticked from the keyboard. */
async function codesFromModal(page: Page) {
  await page.goto('/dashboard/widget-settings');
  await page.getByTestId('add-to-site').click();
  const dialog = page.getByRole('dialog', { name: 'Add the agent to your website' });
  const code = dialog.getByLabel('Embed code');
  const inline = (await code.inputValue()).trim();
  const strict = dialog.getByRole('checkbox', { name: 'My site uses a strict Content Security Policy' });
  await strict.focus();
  await page.keyboard.press('Space');
  await expect(strict).toBeChecked();
  await expect(code).not.toHaveValue(inline);
  return { inline, scriptTag: (await code.inputValue()).trim(), sources: (await dialog.getByLabel('Sources to allow').inputValue()).trim() };
}

interface Violation {
  directive: string;
  blocked: string;
}

test('on a site with a strict CSP the script-only tag brings the widget up and it answers, while the inline snippet is blocked', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const parley = new URL(baseURL!).origin;
  // The business's website is the host page's origin (localhost:PORT); Parley runs on 127.0.0.1.
  const { session, auth } = await subscribedOwner(request, { ...newAccount('strictcsp'), website: `http://localhost:${host.port}` });
  const answer = 'Orders placed before 2 PM leave our Leeds workshop the same day, by tracked courier.';
  await addFaq(request, auth, { question: 'When do orders ship?', answer });

  await storeSession(page, session);
  const codes = await codesFromModal(page);
  expect(codes.inline).toMatch(/^<script>\(function/);
  expect(codes.scriptTag).toMatch(new RegExp(`^<script async src="${parley.replace(/\./g, '\\.')}/widget\\.js\\?apiKey=pk_live_[\\w-]+&t=\\d+"></script>$`));
  expect(codes.sources).toBe(`script-src ${parley}; frame-src ${parley}; connect-src ${parley}`);

  hostPage = {
    head: `${codes.inline}\n${codes.scriptTag}`,
    policy: `default-src 'self'; script-src 'self' ${parley}; frame-src ${parley}; connect-src ${parley}; img-src 'self' ${parley} data:; style-src 'self'`,
  };

  const visitor = await browser.newPage();
  const problems: string[] = [];
  visitor.on('pageerror', (error) => problems.push(error.message));
  // Installed by the browser, not by the page, so the policy under test does not apply to it.
  await visitor.addInitScript(() => {
    const w = window as unknown as { violations: Violation[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }));
  });
  const look = visitor.waitForResponse((response) => response.url().startsWith(`${parley}/api/v1/widget/launcher?`));
  await visitor.goto(`http://localhost:${host.port}/`);
  expect((await look).status()).toBe(200);

  await visitor.getByRole('button', { name: 'Open chat' }).click();
  const frame = visitor.frameLocator('iframe[title="Chat"]');
  await expect(frame.getByLabel('Your message')).toBeVisible();
  await frame.getByLabel('Your message').fill('When do orders ship?');
  await frame.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(frame.getByRole('log').getByText(/before 2 PM leave our Leeds workshop/)).toBeVisible();

  // The policy was enforced: the inline snippet was refused, and it was the only thing refused
  // (the loader's styles, its fetch of the launcher's look and the chat frame all passed).
  const violations = await visitor.evaluate(() => (window as unknown as { violations: Violation[] }).violations);
  expect(violations).toEqual([{ directive: 'script-src-elem', blocked: 'inline' }]);
  await expect(visitor.getByRole('button', { name: 'Open chat' })).toHaveCount(1);
  expect(problems).toEqual([]);
  await visitor.close();
});
