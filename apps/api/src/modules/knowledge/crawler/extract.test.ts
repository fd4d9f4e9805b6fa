import { describe, expect, it } from 'vitest';
import { extractPage } from './extract';

describe('extractPage', () => {
  it('reads main text, title and same-site links', () => {
    const page = extractPage(
      `<html><head><title> Shop  </title><base href="/en/"></head><body>
        <header><nav><a href="/">Home</a></nav></header>
        <aside>Sidebar ad</aside>
        <main><h1>Hello</h1><p>First   paragraph<br>second line</p><ul><li>One</li><li>Two</li></ul>
          <script>var x = 1;</script><form><input></form></main>
        <a href="team">Team</a><a href="https://www.shop.example/jobs#open">Jobs</a>
        <a href="https://elsewhere.example/">Other</a><a href="/logo.png">Logo</a><a href="javascript:void(0)">JS</a>
        <footer>Footer text</footer></body></html>`,
      'https://shop.example/en/index',
    );
    expect(page.title).toBe('Shop');
    expect(page.text).toBe('Hello\nFirst paragraph\nsecond line\nOne\nTwo');
    expect(page.links).toEqual(['https://shop.example/', 'https://shop.example/en/team', 'https://www.shop.example/jobs']);
    expect(page.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds JSON-LD products inside @graph and ItemList', () => {
    const page = extractPage(
      `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
        {"@type":"Organization","name":"Shop"},
        {"@type":["Product"],"name":"Kettle","description":"<p>Boils <b>fast</b>.</p>","sku":1234,
         "image":[{"@type":"ImageObject","url":"/k.jpg"}],
         "offers":{"@type":"AggregateOffer","lowPrice":"1.299,00","priceCurrency":"eur","availability":"https://schema.org/PreOrder"}}]}</script>
       <script type="application/ld+json">{"@type":"ItemList","itemListElement":[{"@type":"ListItem","item":
         {"@type":"Product","name":"Teapot","url":"/teapot","offers":[{"@type":"Offer","price":25,"availability":"OutOfStock"}]}}]}</script>
       <script type="application/ld+json">{"@type":"Product","name":"Broken
         line","offers":{"price":"3"}}</script>
       <script type="application/ld+json">{ not json </script>`,
      'https://shop.example/kitchen',
    );
    expect(page.products).toEqual([
      {
        name: 'Kettle',
        description: 'Boils fast.',
        price: 1299,
        currency: 'EUR',
        sku: '1234',
        url: 'https://shop.example/kitchen',
        image: 'https://shop.example/k.jpg',
        availability: 'preorder',
      },
      {
        name: 'Teapot',
        description: null,
        price: 25,
        currency: null,
        sku: null,
        url: 'https://shop.example/teapot',
        image: null,
        availability: 'out_of_stock',
      },
      {
        name: 'Broken line',
        description: null,
        price: 3,
        currency: null,
        sku: null,
        url: 'https://shop.example/kitchen',
        image: null,
        availability: 'unknown',
      },
    ]);
  });

  it('keeps a form that wraps the whole page (ASP.NET WebForms) but drops small forms', () => {
    const page = extractPage(
      `<body><form id="aspnetForm"><h1>Plumbing services</h1><p>24/7 emergency call-outs.</p></form>
        <form class="newsletter"><label>Newsletter</label><input></form></body>`,
      'https://plumber.example/',
    );
    expect(page.text).toBe('Plumbing services\n24/7 emergency call-outs.');
  });

  it("keeps a product's add-to-cart form that holds its offer (Shoptet), but not a search form", () => {
    const page = extractPage(
      `<body><h1>Klec Ferplast Rabbit 100</h1>
        <form action="/action/Cart/addCartItem/" id="product-detail-form"><div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <strong class="price-final">1 790 Kč</strong></div><p>Klec pro králíky, 95 × 57 × 46 cm.</p><button>Do košíku</button></form>
        <form class="search"><label>Hledat</label><input><p>Napište, co hledáte</p></form></body>`,
      'https://shop.example/klec/',
    );
    expect(page.text).toContain('1 790 Kč');
    expect(page.text).toContain('95 × 57 × 46 cm');
    expect(page.text).not.toContain('Napište');
    expect(page.units.join('\n')).toContain('1 790 Kč');
    expect(page.units.join('\n')).not.toContain('Napište');
  });

  it('finds FAQs in microdata, <details> and question-style <dl>, without repeats', () => {
    const page = extractPage(
      `<main>
        <div itemscope itemtype="https://schema.org/FAQPage">
          <div itemscope itemprop="mainEntity" itemtype="https://schema.org/Question">
            <h3 itemprop="name">Can I pay by invoice?</h3>
            <div itemscope itemprop="acceptedAnswer" itemtype="https://schema.org/Answer">
              <div itemprop="text"><p>Yes, for orders above $500.</p></div></div></div></div>
        <details><summary>Can I pay by invoice?</summary>Duplicate of the microdata one.</details>
        <details><summary>Where are you based?</summary><p>Berlin.</p></details>
        <dl><dt>Opening hours</dt><dd>9–5</dd><dt>Do you deliver on weekends?</dt><dd>Saturdays only.</dd></dl>
      </main><nav><details><summary>Menu</summary><a href="/a">A</a></details></nav>`,
      'https://shop.example/help',
    );
    expect(page.faqs).toEqual([
      { question: 'Can I pay by invoice?', answer: 'Yes, for orders above $500.' },
      { question: 'Where are you based?', answer: 'Berlin.' },
      { question: 'Do you deliver on weekends?', answer: 'Saturdays only.' },
    ]);
  });
  it('reads an accordion’s folded answers, never other hidden text', () => {
    const page = extractPage(
      `<main><h1>FAQ</h1>
        <div class="elementor-accordion"><div role="button" aria-controls="tab-1" aria-expanded="false">Can I pay in instalments?</div>
        <div id="tab-1" hidden><p>Yes, in three monthly payments.</p></div></div>
        <button data-bs-toggle="collapse" data-bs-target="#c2">Do you take cash?</button><div id="c2" class="collapse" aria-hidden="true"><p>Card only.</p></div>
        <div hidden><p>Newsletter popup: 10% off</p></div><div aria-hidden="true">decorative</div></main>`,
      'https://shop.example/faq',
    );
    expect(page.text).toContain('Yes, in three monthly payments.');
    expect(page.text).toContain('Card only.');
    expect(page.text).not.toContain('Newsletter');
    expect(page.text).not.toContain('decorative');
    expect(page.units.join('\n')).toContain('three monthly payments');
  });
});
