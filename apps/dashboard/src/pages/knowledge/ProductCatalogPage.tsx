import type { Product, ProductInput } from '@parley/api-client';
import { ProductInputSchema } from '@parley/api-client/schemas';
import { Button, CopyField, DataTable, Dialog, TextField } from '@parley/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { storedUser } from '../../lib/session';
import { shopifyAuthorizationUrl } from '../../lib/shopify';
import { useAgent } from '../../stores/agent';
import { schemaErrors, useSubmit } from '../../lib/forms';
import { useLoad } from '../../lib/hooks';
import { changing } from '../../lib/data-changes';
import { Alert } from '../../components/Alert';
import { ListState } from '../../components/LoadState';
import { Options } from '../../components/Options';
import { EditDeleteRow, SubmitButton } from '../../components/WorkingButton';
import { Field } from '../../components/Field';

const PER_PAGE = 20;
const AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'unknown'] as const;

export function ProductCatalogPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useLoad(() => api.listProducts({ q: query, page, per_page: PER_PAGE }), [query, page], ['products']);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / PER_PAGE)) : 1;
  const price = (p: Product) =>
    p.price_cents === null ? '—' : new Intl.NumberFormat(i18n.language, { style: 'currency', currency: p.currency ?? 'USD' }).format(p.price_cents / 100);

  return (
    <section className="page">
      <h1>{t('nav.productCatalog')}</h1>
      <p className="lead">{t('products.lead')}</p>
      <div className="product-sources">
        <div className="row">
          <Button onClick={() => setEditing('new')}>{t('products.add')}</Button>
          <CsvImport />
        </div>
        <section className="card card--wide">
          <h2>{t('products.importShopify')}</h2>
          <ShopifyImport />
        </section>
        <ShopifyConnect />
      </div>
      <TextField
        label={t('knowledge.search')}
        type="search"
        value={query}
        onChange={(e) => {
          setPage(1);
          setQuery(e.target.value);
        }}
      />
      <ListState items={data?.data} error={error} empty={query ? t('knowledge.noMatches') : t('products.empty')} />
      {data?.data.length ? (
        <DataTable
          className="table-wrap"
          caption={t('nav.productCatalog')}
          hideCaption
          rows={data.data}
          rowKey={(product) => String(product.id)}
          rowProps={() => ({ 'data-testid': 'product-row' })}
          columns={[
            {
              id: 'name',
              header: t('products.name'),
              cell: (product) =>
                product.url ? (
                  <a href={product.url} target="_blank" rel="noreferrer">
                    {product.name}
                  </a>
                ) : (
                  product.name
                ),
            },
            { id: 'price', header: t('products.price'), cell: price },
            { id: 'sku', header: t('products.sku'), cell: (product) => product.sku ?? '—' },
            { id: 'availability', header: t('products.availability'), cell: (product) => t(`products.availabilityOptions.${product.availability}`) },
            {
              id: 'actions',
              header: <span className="pl-visually-hidden">{t('products.actions')}</span>,
              cell: (product) => (
                <EditDeleteRow
                  onEdit={() => setEditing(product)}
                  deleteLabel={t('products.deleteNamed', { name: product.name })}
                  onDelete={() => void changing(['products'], () => api.deleteProduct(product.id))}
                />
              ),
            },
          ]}
        />
      ) : null}
      {pages > 1 ? (
        <nav className="row" aria-label={t('products.pagination')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('products.previous')}
          </Button>
          <span>{t('products.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('products.next')}
          </Button>
        </nav>
      ) : null}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('products.add') : t('products.edit')}
        closeLabel={t('common.close')}
      >
        {editing !== null ? <ProductForm product={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </section>
  );
}

function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price_cents != null ? (product.price_cents / 100).toFixed(2) : '',
    currency: product?.currency ?? 'USD',
    sku: product?.sku ?? '',
    url: product?.url ?? '',
    image_url: product?.image_url ?? '',
    availability: product?.availability ?? 'unknown',
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const body = (): ProductInput => ({
    product: {
      name: form.name,
      description: form.description,
      price_cents: form.price.trim() === '' ? null : Math.round(Number(form.price.replace(',', '.')) * 100),
      currency: form.currency.trim() || null,
      sku: form.sku.trim() || null,
      url: form.url.trim() || null,
      image_url: form.image_url.trim() || null,
      availability: form.availability,
    },
  });
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      await changing(['products'], () => (product ? api.updateProduct(product.id, body()) : api.createProduct(body())));
      onDone();
    },
    () =>
      form.price.trim() && !Number.isFinite(Number(form.price.replace(',', '.')))
        ? { 'product.price_cents': t('products.priceInvalid') }
        : schemaErrors(ProductInputSchema, body()),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Alert>{errors.form}</Alert>
      <TextField label={t('products.name')} value={form.name} onChange={set('name')} error={errors['product.name']} />
      <Field label={t('products.description')}>
        {(field) => <textarea {...field} className="pl-field__input" rows={3} value={form.description} onChange={set('description')} />}
      </Field>
      <div className="row">
        <TextField label={t('products.price')} inputMode="decimal" value={form.price} onChange={set('price')} error={errors['product.price_cents']} />
        <TextField label={t('products.currency')} value={form.currency} onChange={set('currency')} error={errors['product.currency']} maxLength={3} />
      </div>
      <TextField label={t('products.sku')} value={form.sku} onChange={set('sku')} error={errors['product.sku']} />
      <TextField label={t('products.url')} type="url" value={form.url} onChange={set('url')} error={errors['product.url']} />
      <TextField label={t('products.image')} type="url" value={form.image_url} onChange={set('image_url')} error={errors['product.image_url']} />
      <Field label={t('products.availability')}>
        {(field) => (
          <select {...field} className="pl-field__input" value={form.availability} onChange={set('availability')}>
            <Options values={AVAILABILITY} label={(value) => t(`products.availabilityOptions.${value}`)} />
          </select>
        )}
      </Field>
      <SubmitButton loading={busy}>{t('products.save')}</SubmitButton>
    </form>
  );
}

function CsvImport() {
  const { t } = useTranslation();
  const id = useId();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <span className="csv-import">
      <label htmlFor={id} className="pl-button pl-button--secondary">
        {t('products.importCsv')}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="pl-visually-hidden"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          void changing(['products'], () => api.importProductsCsv(file)).then(
            (result) => setMessage({ ok: true, text: t('products.imported', result) }),
            (error: Error) => setMessage({ ok: false, text: error.message }),
          );
          e.target.value = '';
        }}
      />
      {message ? (
        <span role={message.ok ? 'status' : 'alert'} className={message.ok ? 'success' : 'alert'}>
          {message.text}
        </span>
      ) : null}
    </span>
  );
}

function ShopifyImport() {
  const { t } = useTranslation();
  const [domain, setDomain] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      const result = await changing(['products'], () => api.importShopifyProducts(domain));
      setDone(t('products.imported', result));
    },
    () => (domain.trim() ? null : { domain: t('products.domainRequired') }),
  );
  return (
    <form className="inline-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label={t('products.shopifyDomain')}
        value={domain}
        onChange={(e) => setDomain(e.target.value)}
        placeholder="my-store.myshopify.com"
        error={errors.domain ?? errors.form}
      />
      <SubmitButton variant="secondary" loading={busy}>
        {t('products.importShopify')}
      </SubmitButton>
      {done ? (
        <span role="status" className="success">
          {done}
        </span>
      ) : null}
    </form>
  );
}

/** The Shopify app connection: the key the app asks for, and the authorization link. */
function ShopifyConnect() {
  const { t } = useTranslation();
  const agent = useAgent((s) => s.agent);
  const [problem, setProblem] = useState(false);
  if (!agent) return null;
  const key = agent.live_key;
  const connect = () => {
    const url = shopifyAuthorizationUrl(storedUser()?.organization.website_url, key);
    if (url) window.open(url, '_blank', 'noopener');
    else setProblem(true);
  };
  return (
    <div className="card card--wide">
      <h2>{t('products.shopifyTitle')}</h2>
      <p className="muted">{t('products.shopifyLead')}</p>
      <CopyField
        label={t('products.shopifyKey')}
        hideLabel
        value={key}
        copyLabel={t('common.copy')}
        copiedLabel={t('common.copied')}
        failedLabel={t('install.addToSite.copyFailed')}
      />
      <p className="row">
        <Button onClick={connect}>{t('products.connectShopify')}</Button>
      </p>
      <p className="muted">{t('products.keyWarning')}</p>
      <Alert>{problem ? t('products.noShopDomain') : null}</Alert>
    </div>
  );
}
