/**
 * Times text extraction of a 50-page PDF, the size of a typical product catalogue or handbook a
 * business uploads. Exits non-zero when over budget so it can guard upgrades of unpdf/PDF.js.
 * Run from apps/api: `pnpm exec tsx scripts/bench-pdf.ts`.
 */
import { performance } from 'node:perf_hooks';
import { writePdf, type PdfPage } from '../src/modules/knowledge/documents/fixtures/pdf-writer';
import { parseDocument } from '../src/modules/knowledge/documents/parse';

const PAGE_COUNT = 50;
const BUDGET_MS = 5000;

const SENTENCES = [
  'The Trail Tent sleeps two adults and packs down to the size of a loaf of bread.',
  'Every tent ships with a repair kit, spare pegs and a waterproof stuff sack.',
  'Orders placed before 2 pm ship the same business day from our Denver warehouse.',
  'Our warranty covers accidental damage for 36 months from the date of delivery.',
  'Returns are accepted within 45 days of delivery when the item is unused.',
  'Customers can reach the support team by chat, email or phone on weekdays.',
  'Gift cards never expire and can be combined with seasonal discount codes.',
];

function page(pageNumber: number): PdfPage {
  return Array.from({ length: 4 }, (_, paragraph) => {
    const sentences = Array.from({ length: 4 }, (_, index) => SENTENCES[(pageNumber + paragraph + index) % SENTENCES.length]!);
    return `Section ${pageNumber}.${paragraph + 1}. ${sentences.join(' ')}`;
  });
}

async function main(): Promise<void> {
  const pdf = writePdf(Array.from({ length: PAGE_COUNT }, (_, index) => page(index + 1)));
  // The first call includes loading PDF.js, which is what the first upload after a deploy pays.
  const started = performance.now();
  const parsed = await parseDocument(pdf, 'catalogue.pdf');
  const elapsed = Math.round(performance.now() - started);

  if (parsed.pages !== PAGE_COUNT || !parsed.text.includes(`Section ${PAGE_COUNT}.4.`)) {
    console.error(`extraction incomplete: ${parsed.pages ?? 0} pages, ${parsed.text.length} chars`);
    process.exitCode = 1;
    return;
  }
  const warmStarted = performance.now();
  await parseDocument(pdf, 'catalogue.pdf');
  const warm = Math.round(performance.now() - warmStarted);

  console.info(`ingest ${PAGE_COUNT}-page PDF: ${elapsed} ms (budget ${BUDGET_MS} ms)`);
  console.info(`  ${(pdf.byteLength / 1024).toFixed(0)} KB in, ${parsed.text.length} chars out; warm rerun ${warm} ms`);
  if (elapsed > BUDGET_MS) {
    console.error(`over budget by ${elapsed - BUDGET_MS} ms`);
    process.exitCode = 1;
  }
}

await main();
