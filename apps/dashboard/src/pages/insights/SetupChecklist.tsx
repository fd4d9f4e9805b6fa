import { Badge, type BadgeProps } from '@parley/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryLoadState } from '../../components/LoadState';
import { api } from '../../lib/api';
import { useDelayed, useLoad } from '../../lib/hooks';
import { usePlansModal } from '../../stores/plans-modal';
import { OPEN_ADD_TO_SITE, openDialog } from '../install/events';
import { loadSetupSteps, STEP_KEYS, type StepKey, type StepState } from './setup-checklist';

const STATE_TONES = { done: 'success', todo: 'neutral', unknown: 'warning' } as const satisfies Record<StepState, BadgeProps['tone']>;
const MARKS = { done: '✓', todo: '○', unknown: '?' } as const satisfies Record<StepState, string>;
const TITLE_KEYS = {
  knowledge: 'insights.overview.stepTrain',
  persona: 'insights.overview.stepPersona',
  try: 'insights.overview.stepTry',
  site: 'insights.overview.stepSite',
  visitor: 'insights.overview.stepVisitor',
  plan: 'insights.overview.stepPlan',
} as const satisfies Record<StepKey, string>;
const HINT_KEYS = {
  knowledge: 'insights.overview.hintKnowledge',
  persona: 'insights.overview.hintPersona',
  try: 'insights.overview.hintTry',
  site: 'insights.overview.hintSite',
  visitor: 'insights.overview.hintVisitor',
  plan: 'insights.overview.hintPlan',
} as const satisfies Record<StepKey, string>;

/**
 * The overview's set-up checklist, from sign-up to the first visitor conversation: each step ticked
 * from what the API says, with what is left and a link to where to do it. Once every step is done it
 * steps aside into one line that opens to the ticked steps.
 */
export function SetupChecklist({ subId }: { subId: string | null }) {
  const { t } = useTranslation();
  const showPlans = usePlansModal((s) => s.show);
  // Ticks follow the work that changes them (a crawl's FAQs, a document, a first conversation) without a reload.
  const { data, error, loading, reload } = useLoad(() => loadSetupSteps(api, window.location.host), [], ['faqs', 'products', 'documents', 'conversations']);
  const showSpinner = useDelayed(loading && !data);
  const states: Record<StepState, string> = {
    done: t('insights.overview.done'),
    todo: t('insights.overview.todo'),
    unknown: t('insights.overview.unknown'),
  };
  // Where each step is done; the try-out page is the business's own demo page.
  const targets: Record<StepKey, ReactNode> = {
    knowledge: <Link to="/dashboard/knowledge-base">{t(TITLE_KEYS.knowledge)}</Link>,
    persona: <Link to="/dashboard/agent-persona">{t(TITLE_KEYS.persona)}</Link>,
    try: subId ? <Link to={`/demo/${encodeURIComponent(subId)}`}>{t(TITLE_KEYS.try)}</Link> : t(TITLE_KEYS.try),
    site: (
      <button type="button" className="pl-button pl-button--ghost" onClick={() => openDialog(OPEN_ADD_TO_SITE)}>
        {t(TITLE_KEYS.site)}
      </button>
    ),
    visitor: <Link to="/dashboard/conversations">{t(TITLE_KEYS.visitor)}</Link>,
    plan: (
      <button type="button" className="pl-button pl-button--ghost" onClick={showPlans}>
        {t(TITLE_KEYS.plan)}
      </button>
    ),
  };
  const left = data ? STEP_KEYS.filter((step) => data[step] !== 'done').length : null;
  const steps = data ? (
    <ol className="setup-steps">
      {STEP_KEYS.map((step) => (
        <li key={step} className={`setup-step setup-step--${data[step]}`} data-testid={`setup-${step}`} data-state={data[step]}>
          <span className="setup-step__mark" aria-hidden="true">
            {MARKS[data[step]]}
          </span>
          <div>
            <p className="setup-step__title">
              {targets[step]}
              <Badge tone={STATE_TONES[data[step]]}>{states[data[step]]}</Badge>
            </p>
            <p className="muted setup-step__hint">{t(HINT_KEYS[step])}</p>
          </div>
        </li>
      ))}
    </ol>
  ) : null;
  return (
    <section className="card card--wide" aria-labelledby="setup-title" data-testid="setup-checklist">
      <h2 id="setup-title">{t('insights.overview.setupTitle')}</h2>
      <RetryLoadState loading={showSpinner} error={error} onRetry={() => void reload()} />
      {left === 0 ? (
        <details className="setup-done" data-testid="setup-done">
          <summary>{t('insights.overview.allDone')}</summary>
          {steps}
        </details>
      ) : left !== null ? (
        <>
          <p className="muted" data-testid="setup-progress">
            {t('insights.overview.progress', { done: STEP_KEYS.length - left, total: STEP_KEYS.length })} · {t('insights.overview.left', { count: left })}
          </p>
          {steps}
        </>
      ) : null}
    </section>
  );
}
