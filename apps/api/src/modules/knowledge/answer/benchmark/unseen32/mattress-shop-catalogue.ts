/** The mattress shop's catalogue: its products with their sizes, options and prices, as WooCommerce holds them. */
import type { MattressShopFacts } from './mattress-shop';

/** A product of the shop: its post id, slug, name, category, the variation attributes, the prices by size (or one price), sale prices and texts. */
export interface Product {
  id: number;
  slug: string;
  name: string;
  category: 'colchones' | 'canapes-y-complementos';
  sku: string;
  sizes: [string, string][];
  attributes: [string, string, string[]][];
  sale?: [string, string];
  excerpt: string;
  description: string;
}

/** WordPress's slugs: accents dropped, lower case, words joined by hyphens. */
export const wpSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The sizes as the shop writes them: a mattress's width x length in cm (`s…`), a pillow's length (`l…`). */
export const sizeLabel = (key: string) => ({ s90: '90 x 190', s135: '135 x 190', s150: '150 x 190', s160: '160 x 200', l75: '75 cm', l90: '90 cm', l105: '105 cm' })[key] ?? key;

/** A core table block of sizes (or zones) and their prices, with an optional caption. */
export const priceTable = (head: string, rows: [string, string][], note = '') =>
  `<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr><th>${head}</th><th>Precio</th></tr></thead><tbody>${rows.map(([size, price]) => `<tr><td>${size}</td><td>${price}</td></tr>`).join('')}</tbody></table>${note && `<figcaption class="wp-element-caption">${note}</figcaption>`}</figure>`;

/** The shop's six products, each with its prices by size and the description's table of them. */
export function catalogue(f: MattressShopFacts): Product[] {
  const { visco, springs, latex, base, pillow, protector } = f;
  const euros = (amount: string) => `${amount} €`;
  const firstId = 1_200 + (Number(f.cif.slice(-3)) % 100);
  const sizesOf = (prices: Record<string, string | string[]>, keys: string[]): [string, string][] =>
    keys.map((key) => {
      const price = prices[key];
      return [sizeLabel(key), typeof price === 'string' ? price : ''];
    });
  const wide = ['s90', 's135', 's150', 's160'];
  const narrow = ['s90', 's135', 's150'];

  /** A variable product: sold by size (a mattress's "Medida", a pillow's "Largo"), its description closing on the table of sizes and prices. */
  const product = (sku: string, name: string, category: Product['category'], prices: Record<string, string | string[]>, keys: string[], excerpt: string, body: string, more: Partial<Product> = {}): Product => {
    const sizes = sizesOf(prices, keys);
    const by = keys.includes('l75') ? 'Largo' : 'Medida';
    const table = category === 'colchones' ? priceTable('Medida (cm)', sizes.map(([size, price]) => [size, euros(price)]), 'IVA incluido. Otras medidas por encargo.') : priceTable(by === 'Largo' ? by : 'Medida (cm)', sizes.map(([size, price]) => [size, euros(price)]));
    return { id: firstId + sku.charCodeAt(3), slug: wpSlug(name), name, category, sku, sizes, attributes: [[by, `pa_${by.toLowerCase()}`, keys.map(sizeLabel)]], excerpt, description: `<p>${body}</p>${table}`, ...more };
  };

  const pillowTable = priceTable('Largo', [[sizeLabel('l75'), `${euros(pillow.l75)} <s>antes ${euros(pillow.l75before)}</s> ¡Oferta!`], ...sizesOf(pillow, ['l90', 'l105']).map(([size, price]): [string, string] => [size, euros(price)])]);
  return [
    product(
      'ED-VIS',
      `Colchón ${visco.name} Viscoelástico`,
      'colchones',
      visco,
      wide,
      `Viscoelástica de 5 cm sobre núcleo HR de alta densidad. Altura ${visco.height} cm, firmeza media. Entra en la prueba de ${f.trialNights} noches.`,
      `Nuestro colchón más vendido: la viscoelástica se adapta al cuerpo y alivia los puntos de presión de hombros y caderas. Tejido con aloe vera, desenfundable en la cara de arriba. Altura total ${visco.height} cm, firmeza media.`,
    ),
    product(
      'ED-MUE',
      `Colchón ${springs.name} Muelles Ensacados`,
      'colchones',
      springs,
      wide,
      `Muelles ensacados independientes con 7 zonas de descanso. Altura ${springs.height} cm. Garantía de ${springs.warranty} años.`,
      `Cada muelle va en su propio saco, así que no notas cuando tu pareja se mueve. Muy transpirable, ideal si pasas calor por la noche. Elige firmeza media o firme: mismo precio. Altura ${springs.height} cm.</p><p><strong>Garantía de ${springs.warranty} años</strong> del fabricante (3 años de garantía legal en el resto de colchones).`,
      { attributes: [['Medida', 'pa_medida', wide.map(sizeLabel)], ['Firmeza', 'pa_firmeza', ['Media', 'Firme']]] },
    ),
    product('ED-LAT', `Colchón ${latex.name}`, 'colchones', latex, narrow, `Látex natural 85 %, fresco e hipoalergénico. Altura ${latex.height} cm.`, `Látex natural perforado, elástico y fresco, con funda de algodón orgánico. Recomendado para personas alérgicas a los ácaros. Altura ${latex.height} cm, firmeza media-alta. Por ahora solo en estas tres medidas.`),
    product(
      'ED-CAN',
      'Canapé abatible Gran Capacidad',
      'canapes-y-complementos',
      base,
      ['s135', 's150'],
      `Canapé de madera con tapa 3D transpirable y pistones de gas. Colores: ${base.colors.join(', ')}.`,
      `Canapé abatible fabricado en Aragón, con 30 cm de altura útil para guardar la ropa de cama. Tapa tapizada en 3D transpirable y apertura lateral o frontal. Colores disponibles: ${base.colors.join(', ')}. Montaje incluido en Zaragoza y el área metropolitana.`,
      { attributes: [['Medida', 'pa_medida', ['s135', 's150'].map(sizeLabel)], ['Color', 'pa_color', base.colors]] },
    ),
    product('ED-ALM', 'Almohada Viscoelástica de Copos', 'canapes-y-complementos', pillow, ['l75', 'l90', 'l105'], 'Copos de viscoelástica en funda de algodón: se adapta a cualquier postura.', 'Puedes quitar o añadir copos para ajustar la altura. Funda lavable a 60 °C.', {
      sale: ['l75', pillow.l75before],
      description: `<p>Puedes quitar o añadir copos para ajustar la altura. Funda lavable a 60 °C.</p>${pillowTable}`,
    }),
    product('ED-PRO', 'Protector de colchón impermeable Tencel', 'canapes-y-complementos', protector, narrow, 'Impermeable y transpirable, no hace ruido. Ajustable con faldón elástico.', 'Protege tu colchón de líquidos y ácaros sin dar calor. Lavable a 60 °C.'),
  ];
}
