import type { ProactiveTrigger } from '@parley/api-client/schemas';
import { Button, EmptyState } from '@parley/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryLoadState } from '../../components/LoadState';
import { api } from '../../lib/api';
import { useLoad } from '../../lib/hooks';
import { draftOf, EMPTY_DRAFT } from './proactive-form';
import { TriggerForm } from './TriggerForm';

/** The widget settings' proactive messages: each trigger with its figures, edited in place, and a form to add one. */
export function ProactiveSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: triggers, error, reload } = useLoad(() => api.listProactiveTriggers());
  const [editing, setEditing] = useState<number | null>(null);
  // A new form after each save: the add form starts empty again.
  const [added, setAdded] = useState(0);

  const describe = (trigger: ProactiveTrigger) => {
    const { condition } = trigger;
    const when = t(`install.proactive.kinds.${condition.kind}`);
    if (condition.kind === 'time_on_page') return `${when}: ${condition.seconds}`;
    if (condition.kind === 'scroll_depth') return `${when}: ${condition.percent}%`;
    return when;
  };
  const remove = async (trigger: ProactiveTrigger) => {
    await api.deleteProactiveTrigger(trigger.id);
    await reload();
  };

  return (
    <section className="card card--wide stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('install.proactive.title')}</h2>
      <p className="muted">{t('install.proactive.lead')}</p>
      <RetryLoadState loading={!triggers && !error} error={error} onRetry={() => void reload()} />
      {triggers?.length === 0 ? <EmptyState description={t('install.proactive.empty')} /> : null}
      <ul className="list">
        {triggers?.map((trigger) =>
          editing === trigger.id ? (
            <li key={trigger.id}>
              <TriggerForm
                initial={draftOf(trigger)}
                editing={trigger}
                onCancel={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null);
                  void reload();
                }}
              />
            </li>
          ) : (
            <li key={trigger.id} className="row">
              <div>
                <strong>{trigger.name}</strong> {trigger.enabled ? null : <span className="muted">({t('install.proactive.off')})</span>}
                <div className="muted">
                  <bdi dir="ltr">{trigger.url_pattern}</bdi> · {describe(trigger)}
                </div>
                <div dir="auto">{trigger.message.default}</div>
                <div className="muted">{t('install.proactive.stats', trigger.stats)}</div>
              </div>
              <Button variant="secondary" aria-label={t('install.proactive.editLabel', { name: trigger.name })} onClick={() => setEditing(trigger.id)}>
                {t('install.proactive.edit')}
              </Button>
              <Button variant="secondary" aria-label={t('install.proactive.deleteLabel', { name: trigger.name })} onClick={() => void remove(trigger)}>
                {t('install.proactive.delete')}
              </Button>
            </li>
          ),
        )}
      </ul>
      <TriggerForm
        key={added}
        initial={EMPTY_DRAFT}
        onSaved={() => {
          setAdded((n) => n + 1);
          void reload();
        }}
      />
    </section>
  );
}
