import type { ProductCard } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './price';

const AVAILABILITY = { in_stock: 'productInStock', out_of_stock: 'productOutOfStock', preorder: 'productPreorder' } as const;

export interface ProductCardsProps {
  products: ProductCard[];
  /** The visitor opened a product's page (recorded for the owner's analytics). */
  onOpen: (product: ProductCard) => void;
}

/**
 * The products an answer recommends: picture, name, price in the visitor's locale, availability,
 * and a link to the product page in a new tab. Laid out with logical properties, so right-to-left
 * languages mirror it; the links are ordinary links, reached with Tab and opened with Enter.
 */
export function ProductCards({ products, onOpen }: ProductCardsProps) {
  const { t } = useTranslation('widget');
  if (products.length === 0) return null;
  return (
    <ul className="cards" aria-label={t('products')}>
      {products.map((product) => (
        <li key={product.id} className="card" data-testid="product-card">
          <CardImage src={product.imageUrl} alt={product.name} />
          <div className="card__text">
            <span className="card__name" dir="auto">
              {product.name}
            </span>
            <Price product={product} />
            {product.availability in AVAILABILITY ? (
              <span className={`card__availability card__availability--${product.availability}`}>
                {t(AVAILABILITY[product.availability as keyof typeof AVAILABILITY])}
              </span>
            ) : null}
            {product.url ? (
              <a className="card__link" href={product.url} target="_blank" rel="noopener noreferrer" onClick={() => onOpen(product)}>
                {t('viewProduct')}
                <span className="pl-visually-hidden">{`: ${product.name} (${t('opensInNewTab')})`}</span>
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Price({ product }: { product: ProductCard }) {
  const { i18n } = useTranslation('widget');
  if (product.price === null) return null;
  // Intl writes the bidirectional marks a right-to-left locale needs around digits and currency signs.
  return <span className="card__price">{formatPrice(product.price, product.currency, i18n.language)}</span>;
}

/** Loaded only as the card scrolls into view; an image that fails leaves no broken-image box. */
function CardImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return <img className="card__image" src={src} alt={alt} loading="lazy" decoding="async" width={64} height={64} onError={() => setFailed(true)} />;
}
