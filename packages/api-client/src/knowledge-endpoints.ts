import type { ListQuery, Paged, RefreshSchedule } from './client-types';
import type { Call } from './http';
import type { FailedJob, Faq, FaqInput, KnowledgeDocument, Product, ProductInput, ScrapedPage, ScrapingJobStatus } from './schemas';

/** A list query as search parameters, empty ones left out. */
const searchParams = (query: ListQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

/** The agent's knowledge: scraped sites and their refresh, documents, FAQs and products. */
export function knowledgeEndpoints(call: Call) {
  return {
    /** POST /api/v2/scraping_jobs {url} → the job, with `id`. */
    startScrape: async (url: string) => (await call<ScrapingJobStatus>('POST', '/api/v2/scraping_jobs', { json: { url } })).body,
    /** GET /api/v2/scraping_jobs/{id}/status: progress and stats (products_count, faqs_count). */
    getScrapeStatus: async (id: number) => (await call<ScrapingJobStatus>('GET', `/api/v2/scraping_jobs/${id}/status`)).body,
    listScrapes: async () => (await call<{ data: ScrapingJobStatus[] }>('GET', '/api/v2/scraping_jobs')).body.data,
    listScrapedPages: async (id: number) => (await call<{ data: ScrapedPage[] }>('GET', `/api/v2/scraping_jobs/${id}/pages`)).body.data,
    recrawl: async (id: number) => (await call<ScrapingJobStatus>('POST', `/api/v2/scraping_jobs/${id}/recrawl`)).body,
    deleteScrape: async (id: number) => {
      await call<null>('DELETE', `/api/v2/scraping_jobs/${id}`);
    },
    getRefreshSchedule: async () => (await call<{ data: RefreshSchedule }>('GET', '/api/v1/organizations/current/knowledge/schedule')).body.data,
    setRefreshSchedule: async (refresh: RefreshSchedule['refresh']) =>
      (await call<{ data: RefreshSchedule }>('PUT', '/api/v1/organizations/current/knowledge/schedule', { json: { refresh } })).body.data,
    /** Crawls and documents that failed every attempt (the dead-letter list), newest first. */
    listFailedJobs: async () => (await call<{ data: FailedJob[] }>('GET', '/api/v1/organizations/current/jobs/failed')).body.data,
    /** Runs a failed job again with a fresh set of attempts. */
    retryJob: async (id: string) => {
      await call<null>('POST', `/api/v1/organizations/current/jobs/${encodeURIComponent(id)}/retry`);
    },

    listDocuments: async () => (await call<{ data: KnowledgeDocument[] }>('GET', '/api/v1/organizations/current/documents')).body.data,
    getDocument: async (id: number) => (await call<{ data: KnowledgeDocument }>('GET', `/api/v1/organizations/current/documents/${id}`)).body.data,
    /** Multipart upload of many files (field `files`); refused files come back with the reason. */
    uploadDocuments: async (files: Blob[] | File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file);
      return (
        await call<{ data: KnowledgeDocument[]; refused: { filename: string; error: string }[] }>('POST', '/api/v1/organizations/current/documents', {
          body: form,
        })
      ).body;
    },
    deleteDocument: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/documents/${id}`);
    },

    listFaqs: async (query: ListQuery = {}) =>
      (await call<Paged<Faq>>('GET', '/api/v1/organizations/current/faqs', { searchParams: searchParams(query) })).body,
    createFaq: async (input: FaqInput) => (await call<{ data: Faq }>('POST', '/api/v1/organizations/current/faqs', { json: input })).body.data,
    updateFaq: async (id: number, input: FaqInput) => (await call<{ data: Faq }>('PUT', `/api/v1/organizations/current/faqs/${id}`, { json: input })).body.data,
    deleteFaq: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/faqs/${id}`);
    },

    listProducts: async (query: ListQuery = {}) =>
      (await call<Paged<Product>>('GET', '/api/v1/organizations/current/products', { searchParams: searchParams(query) })).body,
    createProduct: async (input: ProductInput) => (await call<{ data: Product }>('POST', '/api/v1/organizations/current/products', { json: input })).body.data,
    updateProduct: async (id: number, input: ProductInput) =>
      (await call<{ data: Product }>('PUT', `/api/v1/organizations/current/products/${id}`, { json: input })).body.data,
    deleteProduct: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/products/${id}`);
    },
    importProductsCsv: async (file: Blob) => {
      const form = new FormData();
      form.append('file', file);
      return (await call<{ data: { created: number; updated: number } }>('POST', '/api/v1/organizations/current/products/import', { body: form })).body.data;
    },
    importShopifyProducts: async (domain: string) =>
      (await call<{ data: { created: number; updated: number } }>('POST', '/api/v1/organizations/current/products/import/shopify', { json: { domain } })).body
        .data,
  };
}
