import type { AgentTest, AgentTestRun } from '@parley/api-client';
import { Badge, Button } from '@parley/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useAction, useLoad } from '../../lib/hooks';
import { Alert } from '../../components/Alert';
import { ListState } from '../../components/LoadState';
import { DeleteButton } from '../../components/WorkingButton';
import { csvFilename, downloadBlob } from '../insights/download';
import { AgentTestDialog, type Editing } from './AgentTestDialog';
import { isActive, RunHistory, RunProgress } from './RunHistory';

/** How often a run under way is read again for its progress. */
export const RUN_POLL_MS = 1_000;

/** The picked file's text, through FileReader, which every browser (and jsdom) has. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsText(file);
  });
}

/**
 * /dashboard/agent-tests: the owner's tests of the agent (a visitor's question and what the answer
 * must say), each with its latest result; runs on demand, with progress, and the history of runs,
 * including those the server started after a knowledge change.
 */
export function AgentTestsPage() {
  const { t } = useTranslation();
  const tests = useLoad(() => api.listAgentTests());
  const runs = useLoad(() => api.listAgentTestRuns());
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useAction<'run' | 'starter' | 'import' | 'export' | number>();
  const fileRef = useRef<HTMLInputElement>(null);
  const active = runs.data?.find(isActive) ?? null;
  const { reload: reloadTests } = tests;
  const { reload: reloadRuns, setData: setRuns } = runs;

  // A run under way (started here or by a knowledge change) is read until it finishes; then the
  // tests show their new results.
  const activeId = active?.id;
  useEffect(() => {
    if (activeId === undefined) return;
    const timer = setTimeout(() => {
      void api
        .getAgentTestRun(activeId)
        .then((run) => {
          setRuns((list) => list?.map((r) => (r.id === run.id ? run : r)) ?? [run]);
          if (!isActive(run)) void reloadTests();
        })
        .catch(() => void reloadRuns());
    }, RUN_POLL_MS);
    return () => clearTimeout(timer);
  }, [activeId, active, setRuns, reloadTests, reloadRuns]);

  const saved = () => {
    setEditing(null);
    void reloadTests();
  };
  const runNow = () =>
    action.run('run', async () => {
      const run = await api.runAgentTests();
      setRuns((list: AgentTestRun[] | null) => [run, ...(list ?? []).filter((r) => r.id !== run.id)]);
    });
  const addTests = (key: 'starter' | 'import', add: () => Promise<{ imported: number }>) =>
    action.run(key, async () => {
      const { imported } = await add();
      setNotice(t(key === 'starter' ? 'agentTests.starterDone' : 'agentTests.imported', { count: imported }));
      // The server may start a run for new tests (the starter suite's first run): show its progress.
      await Promise.all([reloadTests(), reloadRuns()]);
    });
  const importFile = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (file) void addTests('import', async () => api.importAgentTestsCsv(await readText(file)));
  };
  const remove = (test: AgentTest) =>
    action.run(test.id, async () => {
      await api.deleteAgentTest(test.id);
      await reloadTests();
    });
  const download = () => action.run('export', async () => downloadBlob(await api.exportAgentTestsCsv(), csvFilename(new Date(), 'agent-tests')));

  return (
    <section className="page">
      <h1>{t('agentTests.title')}</h1>
      <p className="lead">{t('agentTests.intro')}</p>
      <div className="row">
        <Button onClick={() => setEditing('new')}>{t('agentTests.add')}</Button>
        <Button
          variant="secondary"
          loading={action.running === 'run'}
          loadingLabel={t('agentTests.starting')}
          disabled={active !== null || tests.data?.length === 0}
          onClick={() => void runNow()}
        >
          {t('agentTests.runNow')}
        </Button>
        <Button variant="secondary" loading={action.running === 'starter'} onClick={() => void addTests('starter', () => api.writeStarterAgentTests())}>
          {t('agentTests.starter')}
        </Button>
        <Button variant="secondary" loading={action.running === 'import'} onClick={() => fileRef.current?.click()}>
          {t('agentTests.importCsv')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={t('agentTests.importCsv')}
          onChange={(e) => importFile(e.target.files?.[0])}
        />
        <Button
          variant="secondary"
          loading={action.running === 'export'}
          loadingLabel={t('agentTests.downloading')}
          disabled={tests.data?.length === 0}
          onClick={() => void download()}
        >
          {t('agentTests.downloadCsv')}
        </Button>
      </div>
      <Alert>{action.problem}</Alert>
      {notice ? (
        <p role="status" className="muted">
          {notice}
        </p>
      ) : null}
      {active ? <RunProgress run={active} /> : null}
      <ListState items={tests.data} error={tests.error} empty={t('agentTests.empty')} />
      {tests.data?.length ? <p className="muted">{t('agentTests.count', { count: tests.data.length })}</p> : null}
      <ul className="list">
        {tests.data?.map((test) => (
          <TestRow key={test.id} test={test} onEdit={() => setEditing(test)} onDelete={() => void remove(test)} />
        ))}
      </ul>
      <Alert>{runs.error}</Alert>
      <RunHistory runs={runs.data ?? []} />
      <AgentTestDialog editing={editing} onClose={() => setEditing(null)} onSaved={saved} />
    </section>
  );
}

/** One test: its question, what it expects, and its latest result with why it failed. */
function TestRow({ test, onEdit, onDelete }: { test: AgentTest; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const result = test.last_result;
  const expects = [
    ...test.must_contain.map((phrase) => t('agentTests.expectsPhrase', { phrase })),
    ...test.must_not_contain.map((phrase) => t('agentTests.expectsNoPhrase', { phrase })),
    ...(test.expect_dont_know ? [t('agentTests.expectDontKnow')] : []),
    ...(test.expect_person ? [t('agentTests.expectPerson')] : []),
  ];
  return (
    <li data-testid="agent-test">
      <div>
        <strong>
          <bdi>{test.question}</bdi>
        </strong>
        {expects.length ? (
          <p className="muted">
            <bdi>{expects.join(' · ')}</bdi>
          </p>
        ) : null}
        <p>
          {result === null ? (
            <Badge>{t('agentTests.notRun')}</Badge>
          ) : (
            <Badge tone={result.passed ? 'success' : 'danger'}>{result.passed ? t('agentTests.passed') : t('agentTests.failed')}</Badge>
          )}{' '}
          {result && !result.passed ? <bdi>{result.reasons.join('; ')}</bdi> : null}
        </p>
      </div>
      <span className="row">
        <Button variant="ghost" onClick={onEdit} aria-label={t('agentTests.editFor', { question: test.question })}>
          {t('agentTests.edit')}
        </Button>
        <DeleteButton label={t('agentTests.deleteFor', { question: test.question })} onClick={onDelete} />
      </span>
    </li>
  );
}
