import { describe, expect, it } from 'vitest';
import { matchesPage, pickMessage, ProactiveTriggerInputSchema } from './proactive';

describe('a proactive trigger’s page pattern', () => {
  it('matches every page, one path, a wildcard path, or a whole address', () => {
    expect(matchesPage('*', 'https://shop.example/anything')).toBe(true);
    expect(matchesPage('/pricing', 'https://shop.example/pricing/?plan=pro')).toBe(true);
    expect(matchesPage('/pricing', 'https://shop.example/pricing-old')).toBe(false);
    expect(matchesPage('/blog/*', 'https://shop.example/blog/a-post')).toBe(true);
    expect(matchesPage('/blog/*', 'https://shop.example/shop')).toBe(false);
    expect(matchesPage('https://shop.example/cart', 'https://shop.example/cart')).toBe(true);
    expect(matchesPage('https://shop.example/cart', 'https://other.example/cart')).toBe(false);
    // Regular-expression characters in a pattern are literal.
    expect(matchesPage('/a.b', 'https://shop.example/aXb')).toBe(false);
  });
});

describe('the message a visitor sees', () => {
  const message = { default: 'Need help?', translations: { es: '¿Ayuda?', 'zh-Hant': '需要幫忙嗎？', he: 'צריכים עזרה?' } };
  it('is the translation of the visitor’s language, by region and by Chinese script, else the default', () => {
    expect(pickMessage(message, ['es-MX', 'en'])).toEqual({ text: '¿Ayuda?', lang: 'es' });
    expect(pickMessage(message, ['zh-TW'])).toEqual({ text: '需要幫忙嗎？', lang: 'zh-Hant' });
    expect(pickMessage(message, ['fr', 'he-IL'])).toEqual({ text: 'צריכים עזרה?', lang: 'he' });
    expect(pickMessage(message, ['fr'])).toEqual({ text: 'Need help?', lang: null });
  });
});

describe('a trigger as the owner writes it', () => {
  const valid = {
    name: 'Pricing help',
    url_pattern: '/pricing',
    condition: { kind: 'time_on_page', seconds: 20 },
    message: { default: 'Questions about plans?' },
  };
  it('is accepted with defaults, and refused with a message for each wrong field', () => {
    expect(ProactiveTriggerInputSchema.parse(valid)).toMatchObject({ enabled: true, message: { translations: {} } });
    const wrong = ProactiveTriggerInputSchema.safeParse({
      ...valid,
      url_pattern: 'pricing',
      condition: { kind: 'scroll_depth', percent: 140 },
      message: { default: ' ' },
    });
    const paths = wrong.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['url_pattern', 'condition.percent', 'message.default']));
  });
});
