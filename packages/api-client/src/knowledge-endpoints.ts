import type { ListQuery, RefreshSchedule } from './client-types';
import type { SendOperation } from './operation-call';
import type { FaqInput, ProductInput } from './schemas';

/** Each file as one `files` part of a multipart upload. */
function filesForm(files: Blob[] | File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return form;
}

/** The agent's knowledge: scraped sites and their refresh, documents, FAQs and products. */
export function knowledgeEndpoints(send: SendOperation) {
  return {
    /** Starts crawling a site; the job comes back with its `id`. */
    startScrape: async (url: string) => (await send('startScrape', { json: { url } })).body,
    /** Progress and stats (products_count, faqs_count). */
    getScrapeStatus: async (id: number) => (await send('getScrapeStatus', { params: { id } })).body,
    listScrapes: async () => (await send('listScrapes')).body.data,
    listScrapedPages: async (id: number) => (await send('listScrapedPages', { params: { id } })).body.data,
    recrawl: async (id: number) => (await send('recrawl', { params: { id } })).body,
    deleteScrape: async (id: number) => {
      await send('deleteScrape', { params: { id } });
    },
    getRefreshSchedule: async () => (await send('getRefreshSchedule')).body.data,
    setRefreshSchedule: async (refresh: RefreshSchedule['refresh']) => (await send('setRefreshSchedule', { json: { refresh } })).body.data,
    /** Crawls and documents that failed every attempt (the dead-letter list), newest first. */
    listFailedJobs: async () => (await send('listFailedJobs')).body.data,
    /** Runs a failed job again with a fresh set of attempts. */
    retryJob: async (id: string) => {
      await send('retryJob', { params: { id } });
    },

    listDocuments: async () => (await send('listDocuments')).body.data,
    getDocument: async (id: number) => (await send('getDocument', { params: { id } })).body.data,
    /** Multipart upload of many files (field `files`); refused files come back with the reason. */
    uploadDocuments: async (files: Blob[] | File[]) => (await send('uploadDocuments', { form: filesForm(files) })).body,
    deleteDocument: async (id: number) => {
      await send('deleteDocument', { params: { id } });
    },

    listFaqs: async (query: ListQuery = {}) => (await send('listFaqs', { query })).body,
    createFaq: async (input: FaqInput) => (await send('createFaq', { json: input })).body.data,
    updateFaq: async (id: number, input: FaqInput) => (await send('updateFaq', { params: { id }, json: input })).body.data,
    deleteFaq: async (id: number) => {
      await send('deleteFaq', { params: { id } });
    },

    listProducts: async (query: ListQuery = {}) => (await send('listProducts', { query })).body,
    createProduct: async (input: ProductInput) => (await send('createProduct', { json: input })).body.data,
    updateProduct: async (id: number, input: ProductInput) => (await send('updateProduct', { params: { id }, json: input })).body.data,
    deleteProduct: async (id: number) => {
      await send('deleteProduct', { params: { id } });
    },
    importProductsCsv: async (file: Blob) => {
      const form = new FormData();
      form.append('file', file);
      return (await send('importProductsCsv', { form })).body.data;
    },
    importShopifyProducts: async (domain: string) => (await send('importShopifyProducts', { json: { domain } })).body.data,
  };
}
