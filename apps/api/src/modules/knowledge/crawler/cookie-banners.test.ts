import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { dropCookieBanners } from './cookie-banners';

describe('cookie consent banners', () => {
  it.each([
    // Consent plugins' and shop platforms' banners go.
    ['<div class="cmplz-cookiebanner cmplz-hidden"><button>Aceptar</button></div><p>Abierto de 9 a 13</p>', 'Abierto de 9 a 13'],
    ['<div id="lgcookieslaw_banner"><p>Ta strona używa plików cookies</p></div><p>Serwis</p>', 'Serwis'],
    ['<div role="region" aria-label="Cookie consent banner"><p>We use cookies</p></div><p>Cheese</p>', 'Cheese'],
    ['<div class="cookie-notice"><p class="cookie-notice__text">Deze website gebruikt cookies</p></div><p>Vegen</p>', 'Vegen'],
    // Cookies for sale, a tag, a theme's state and the page itself stay.
    ['<a aria-label="Add cookie to cart">Oat cookie £2</a>', 'Oat cookie £2'],
    ['<ul><li class="product product_cat-cookie-bars">Salted caramel cookie bar £3.50</li></ul>', 'Salted caramel cookie bar £3.50'],
    ['<article class="post tag-cookie-law">Our post</article>', 'Our post'],
    ['<div class="site has-cookie-bar"><p>Menu</p></div><div class="wrapper cookie-notice-active"><p>Soup</p></div>', 'MenuSoup'],
    ['<body class="cookie-banner"><main><h1>Menu</h1><p>Soup</p></main></body>', 'MenuSoup'],
    ['<div class="cookie-banner"><h2>Our cakes</h2><p>Lemon cake</p></div>', 'Our cakesLemon cake'],
  ])('%s reads as %j', (html, text) => {
    const $ = load(html);
    dropCookieBanners($);
    expect($('body').text().trim()).toBe(text);
  });
});
