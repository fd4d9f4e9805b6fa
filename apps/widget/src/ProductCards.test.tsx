import type { ProductCard } from '@parley/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/locales/en/widget.json';
import he from '../../../packages/i18n/locales/he/widget.json';
import ja from '../../../packages/i18n/locales/ja/widget.json';
import { ProductCards } from './ProductCards';

/** The product link's name (jsdom puts a space between inline elements that browsers do not). */
const productLink = (name: string) => new RegExp(`^${en.viewProduct} ?: ${name} \\(${en.opensInNewTab}\\)$`);

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { widget: en }, he: { widget: he }, ja: { widget: ja } }, ns: ['widget'], defaultNS: 'widget' });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const lantern: ProductCard = {
  id: 7,
  name: 'Brass Lantern',
  price: '7.95',
  currency: 'USD',
  availability: 'preorder',
  imageUrl: 'https://shop.example/lantern.jpg',
  url: 'https://shop.example/lantern',
};

describe('ProductCards', () => {
  it('shows the picture (lazy, named), the name, the exact price, availability in words and a new-tab link', () => {
    const onOpen = vi.fn();
    render(<ProductCards products={[lantern]} onOpen={onOpen} />);
    const list = screen.getByRole('list', { name: en.products });
    const image = screen.getByRole('img', { name: 'Brass Lantern' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(list.textContent).toContain('$7.95');
    expect(list.textContent).toContain(en.productPreorder);
    const link = screen.getByRole('link', { name: productLink('Brass Lantern') });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(lantern);
  });

  it('is reached by keyboard: the product link takes focus', () => {
    render(<ProductCards products={[lantern, { ...lantern, id: 8, name: 'Tin Lantern' }]} onOpen={() => {}} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      link.focus();
      expect(document.activeElement).toBe(link);
    }
  });

  it('leaves no broken-image box when the picture fails, and shows no link or price it does not have', () => {
    render(<ProductCards products={[{ ...lantern, price: null, url: null, availability: 'unknown' }]} onOpen={() => {}} />);
    fireEvent.error(screen.getByRole('img', { name: 'Brass Lantern' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('product-card').textContent).toBe('Brass Lantern');
  });

  it('speaks the visitor’s language: Hebrew words, Japanese yen without invented decimals', async () => {
    await i18next.changeLanguage('he');
    const { unmount } = render(<ProductCards products={[{ ...lantern, availability: 'out_of_stock' }]} onOpen={() => {}} />);
    expect(screen.getByTestId('product-card').textContent).toContain(he.productOutOfStock);
    expect(screen.getByTestId('product-card').textContent).toContain('7.95');
    expect(screen.getByRole('link', { name: new RegExp(he.viewProduct) })).toBeTruthy();
    unmount();
    await i18next.changeLanguage('ja');
    render(<ProductCards products={[{ ...lantern, price: '1200', currency: 'JPY', availability: 'in_stock' }]} onOpen={() => {}} />);
    expect(screen.getByTestId('product-card').textContent).toMatch(/[¥￥]1,200/);
    expect(screen.getByTestId('product-card').textContent).toContain(ja.productInStock);
  });
});
