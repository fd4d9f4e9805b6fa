import type { Rule } from '@parley/api-client';
import { RuleInputSchema } from '@parley/api-client/schemas';
import { Button, TextField } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { schemaErrors, useSubmit } from '../../lib/forms';
import { RespondersNote } from './RespondersNote';
import { ToolsSection } from './ToolsSection';
import { useLoad } from '../../lib/hooks';
import { changing } from '../../lib/data-changes';
import { ListState } from '../../components/LoadState';
import { DeleteButton, SubmitButton } from '../../components/WorkingButton';

export function CustomRulesPage() {
  const { t } = useTranslation();
  const { data: rules, setData, error } = useLoad(() => api.listRules(), [], ['rules']);
  // Which responder answers decides which rules take effect; not knowing only hides the note.
  const { data: responder } = useLoad(() => api.getResponderKind());
  const [text, setText] = useState('');
  const body = { rule: { text } };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      await changing(['rules'], () => api.createRule(body));
      setText('');
    },
    () => schemaErrors(RuleInputSchema, body),
  );
  const move = async (index: number, by: -1 | 1) => {
    if (!rules) return;
    const ids = rules.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    setData(await api.reorderRules(ids));
  };
  const update = async (rule: Rule, change: { text?: string; enabled?: boolean }) => {
    const next = await api.updateRule(rule.id, change);
    setData((list) => list?.map((r) => (r.id === rule.id ? next : r)) ?? null);
  };
  return (
    <section className="page">
      <h1>{t('nav.customRules')}</h1>
      <p className="lead">{t('rules.lead')}</p>
      <RespondersNote responder={responder} />
      <form className="card card--wide inline-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('rules.new')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={errors['rule.text'] ?? errors.form}
          placeholder={t('rules.example')}
        />
        <SubmitButton loading={busy}>{t('rules.add')}</SubmitButton>
      </form>
      <ListState items={rules} error={error} empty={t('rules.empty')} />
      <ol className="list rules">
        {rules?.map((rule, index) => (
          <li key={rule.id} data-testid="rule">
            <label className="row">
              <input
                type="checkbox"
                checked={rule.enabled}
                onChange={(e) => void update(rule, { enabled: e.target.checked })}
                aria-label={t('rules.enabledFor', { rule: rule.text })}
              />
              <span className={rule.enabled ? undefined : 'muted'}>{rule.text}</span>
            </label>
            <span className="row">
              <Button variant="ghost" disabled={index === 0} onClick={() => void move(index, -1)} aria-label={t('rules.moveUp', { rule: rule.text })}>
                ↑
              </Button>
              <Button
                variant="ghost"
                disabled={index === rules.length - 1}
                onClick={() => void move(index, 1)}
                aria-label={t('rules.moveDown', { rule: rule.text })}
              >
                ↓
              </Button>
              <DeleteButton label={t('rules.deleteFor', { rule: rule.text })} onClick={() => void changing(['rules'], () => api.deleteRule(rule.id))} />
            </span>
          </li>
        ))}
      </ol>
      <ToolsSection />
    </section>
  );
}
