import { describe, expect, it } from 'vitest';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

describe.each(testDatabases())('the TEST MODE checkout page on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, {}, (opened) => ({ app } = opened));

  it('names the plan as the plans page does, in the page’s language, not by its code', async () => {
    const owner = await signUpOwner(app, 'checkout-page', 'Shop');
    const session = await app.inject({
      method: 'POST',
      url: '/api/v1/billings/checkout',
      headers: owner.auth,
      payload: { price_id: 'price_parley_voice_yearly' },
    });
    expect(session.statusCode).toBe(201);
    const { url } = session.json<{ url: string }>();
    const inEnglish = await app.inject({ method: 'GET', url });
    expect(inEnglish.body).toContain('<dt>Plan</dt><dd>Voice Sales Agent</dd>');
    const inJapanese = await app.inject({ method: 'GET', url: `${url}?lng=ja` });
    expect(inJapanese.body).toContain('<dd>音声営業エージェント</dd>');
    expect(inJapanese.body).not.toContain('<dd>voice</dd>');
  });
});
