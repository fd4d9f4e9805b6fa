import type { Faq, RefreshSchedule, ScrapedPage, ScrapingJobStatus } from '@parley/api-client';
import { FaqInputSchema, ScrapingJobRequestSchema } from '@parley/api-client/schemas';
import { Badge, Button, Spinner, TextField } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { schemaErrors, useSubmit } from '../../lib/forms';
import { storedUser } from '../../lib/session';
import { useAnnounceWhen, useLoad } from '../../lib/hooks';
import { changing } from '../../lib/data-changes';
import { FailedJobs } from './FailedJobs';
import { Alert } from '../../components/Alert';
import { CancelButton, EditDeleteRow, SubmitButton, WorkingButton } from '../../components/WorkingButton';
import { Field } from '../../components/Field';
import { Options } from '../../components/Options';

const POLL_MS = 1000;
const REFRESH_SCHEDULES = ['off', 'daily', 'weekly'] as const;
const isLive = (job: ScrapingJobStatus) => job.status === 'queued' || job.status === 'running';

export function KnowledgeBasePage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t('nav.knowledgeBase')}</h1>
      <p className="lead">{t('knowledge.lead')}</p>
      <WebsiteTraining />
      <FaqManager />
    </section>
  );
}

function WebsiteTraining() {
  const { t } = useTranslation();
  const { data: jobs, setData: setJobs, error, reload } = useLoad(() => api.listScrapes());
  const [url, setUrl] = useState(storedUser()?.organization.website_url ?? '');
  const current = jobs?.[0] ?? null;
  // A crawl writes FAQs and products as it goes: their lists refresh as its counts move and when it ends.
  useAnnounceWhen(current ? `${current.id}:${current.status}:${current.stats.faqs_count}:${current.stats.products_count}` : null, 'faqs', 'products');

  // While a crawl runs, its progress is polled and shown as it happens.
  useEffect(() => {
    if (!current || !isLive(current)) return;
    const timer = setInterval(() => {
      api.getScrapeStatus(current.id).then(
        (status) => setJobs((list) => (list ? [status, ...list.slice(1)] : [status])),
        () => {},
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [current, setJobs]);

  const body = { url };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      const job = await api.startScrape(url);
      setJobs((list) => [job, ...(list ?? [])]);
    },
    () => schemaErrors(ScrapingJobRequestSchema, body),
  );

  return (
    <div className="card card--wide">
      <h2>{t('knowledge.websiteTitle')}</h2>
      <Alert>{error}</Alert>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="inline-form">
        <TextField
          label={t('knowledge.websiteUrl')}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={errors.url ?? errors.form}
          placeholder="https://example.com"
        />
        <WorkingButton type="submit" loading={busy} disabled={Boolean(current && isLive(current))}>
          {t('knowledge.train')}
        </WorkingButton>
      </form>
      {current ? <JobProgress job={current} onChanged={() => void reload()} /> : <p className="muted">{t('knowledge.noJobs')}</p>}
      <FailedJobs kind="scrape" watch={current?.status} nameOf={(id) => jobs?.find((job) => job.id === id)?.url} onRetried={() => void reload()} />
      <RefreshScheduleField />
    </div>
  );
}

function JobProgress({ job, onChanged }: { job: ScrapingJobStatus; onChanged: () => void }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState<ScrapedPage[] | null>(null);
  const [showPages, setShowPages] = useState(false);
  const total = Math.max(job.progress.found, 1);
  const percent = job.status === 'completed' ? 100 : Math.min(99, Math.round(((job.progress.done + job.progress.failed) / total) * 100));
  useEffect(() => {
    if (showPages) void api.listScrapedPages(job.id).then(setPages);
  }, [showPages, job.id, job.progress.done]);
  const remove = async () => {
    if (!window.confirm(t('knowledge.deleteConfirm'))) return;
    await changing(['faqs', 'products'], () => api.deleteScrape(job.id));
    onChanged();
  };
  return (
    <div className="job" data-testid="scrape-job" data-status={job.status}>
      <p className="row">
        <strong>
          <bdi dir="ltr">{job.url}</bdi>
        </strong>
        <Badge tone={job.status === 'completed' ? 'success' : job.status === 'failed' ? 'danger' : 'brand'}>{t(`knowledge.status.${job.status}`)}</Badge>
      </p>
      <progress max={100} value={percent} aria-label={t('knowledge.progress')} />
      <p className="muted" role="status" aria-live="polite">
        {t('knowledge.counts', { done: job.progress.done, count: job.progress.found, failed: job.progress.failed })}
      </p>
      <ul className="stats">
        <li>
          <strong data-testid="stat-pages">{job.stats.pages_count}</strong> {t('knowledge.pages', { count: job.stats.pages_count })}
        </li>
        <li>
          <strong data-testid="stat-faqs">{job.stats.faqs_count}</strong> {t('knowledge.faqs', { count: job.stats.faqs_count })}
        </li>
        <li>
          <strong data-testid="stat-products">{job.stats.products_count}</strong> {t('knowledge.products', { count: job.stats.products_count })}
        </li>
        <li>
          <strong>{job.stats.skipped_robots}</strong> {t('knowledge.skippedRobots')}
        </li>
        <li>
          <strong>{job.stats.skipped_duplicates}</strong> {t('knowledge.skippedDuplicates')}
        </li>
      </ul>
      <Alert>{job.error}</Alert>
      <div className="row">
        <Button variant="secondary" onClick={() => setShowPages((s) => !s)} aria-expanded={showPages}>
          {showPages ? t('knowledge.hidePages') : t('knowledge.showPages')}
        </Button>
        {!isLive(job) ? (
          <Button variant="secondary" onClick={() => void api.recrawl(job.id).then(onChanged)}>
            {t('knowledge.recrawl')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => void remove()}>
          {t('knowledge.delete')}
        </Button>
      </div>
      {showPages ? (
        pages ? (
          <ul className="list pages-list">
            {pages.map((page) => (
              <li key={page.url}>
                <span>{page.title ?? <bdi dir="ltr">{page.url}</bdi>}</span>
                <bdi className="muted" dir="ltr">
                  {page.url}
                </bdi>
                <Badge tone={page.status === 'done' ? 'success' : page.status === 'failed' ? 'danger' : 'neutral'}>
                  {t(`knowledge.pageStatus.${page.status}`)}
                </Badge>
                {page.error ? <span className="muted">{page.error}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <Spinner label={t('common.loading')} />
        )
      ) : null}
    </div>
  );
}

function RefreshScheduleField() {
  const { t } = useTranslation();
  const { data, setData } = useLoad(() => api.getRefreshSchedule());
  const [saved, setSaved] = useState(false);
  if (!data) return null;
  return (
    <Field label={t('knowledge.refresh')}>
      {(field) => (
        <div className="row">
          <select
            {...field}
            className="pl-field__input narrow"
            value={data.refresh}
            onChange={(e) => {
              setSaved(false);
              void api.setRefreshSchedule(e.target.value as RefreshSchedule['refresh']).then((next) => {
                setData(next);
                setSaved(true);
              });
            }}
          >
            <Options values={REFRESH_SCHEDULES} label={(value) => t(`knowledge.refreshOptions.${value}`)} />
          </select>
          {saved ? (
            <span role="status" className="success">
              {t('common.saved')}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}

function FaqManager() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { data, error } = useLoad(() => api.listFaqs({ q: query, per_page: 100 }), [query], ['faqs']);
  const [editing, setEditing] = useState<Faq | null>(null);
  return (
    <div className="card card--wide">
      <h2>{t('knowledge.faqTitle')}</h2>
      <p className="muted">{t('knowledge.faqLead')}</p>
      <FaqForm key={editing?.id ?? 'new'} faq={editing} onDone={() => setEditing(null)} />
      <TextField label={t('knowledge.search')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <Alert>{error}</Alert>
      {data?.data.length === 0 ? <p className="muted">{query ? t('knowledge.noMatches') : t('knowledge.noFaqs')}</p> : null}
      <ul className="list">
        {data?.data.map((faq) => (
          <li key={faq.id} className="faq">
            <div>
              <strong>{faq.question}</strong>
              <p>{faq.answer}</p>
              {faq.source === 'scrape' ? <Badge>{t('knowledge.fromWebsite')}</Badge> : null}
            </div>
            <EditDeleteRow
              onEdit={() => setEditing(faq)}
              deleteLabel={t('knowledge.deleteFaq', { question: faq.question })}
              onDelete={() => void changing(['faqs'], () => api.deleteFaq(faq.id))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FaqForm({ faq, onDone }: { faq: Faq | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const body = { faq: { question, answer } };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      await changing(['faqs'], () => (faq ? api.updateFaq(faq.id, body) : api.createFaq(body)));
      setQuestion('');
      setAnswer('');
      onDone();
    },
    () => schemaErrors(FaqInputSchema, body),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="subform">
      <Alert>{errors.form}</Alert>
      <TextField label={t('knowledge.question')} value={question} onChange={(e) => setQuestion(e.target.value)} error={errors['faq.question']} />
      <Field label={t('knowledge.answer')} error={errors['faq.answer']}>
        {(field) => <textarea {...field} className="pl-field__input" rows={3} value={answer} onChange={(e) => setAnswer(e.target.value)} />}
      </Field>
      <div className="row">
        <SubmitButton loading={busy}>{faq ? t('knowledge.saveFaq') : t('knowledge.addFaq')}</SubmitButton>
        {faq ? <CancelButton onClick={onDone} /> : null}
      </div>
    </form>
  );
}
