import type { Tool, ToolTestResult } from '@parley/api-client';
import { ToolInputSchema } from '@parley/api-client/schemas';
import { Button, TextField } from '@parley/ui';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { schemaErrors, useSubmit, type FieldErrors } from '../../lib/forms';
import { useLoad } from '../../lib/hooks';
import { Alert } from '../../components/Alert';
import { ListState } from '../../components/LoadState';
import { SecretNotice } from '../../components/SecretNotice';
import { DeleteButton, SubmitButton, WorkingButton } from '../../components/WorkingButton';
import { Field } from '../../components/Field';

const EXAMPLE_PARAMETERS = '{\n  "type": "object",\n  "properties": { "sku": { "type": "string" } },\n  "required": ["sku"]\n}';

/** Parameters are typed as JSON by the owner: a parse error is a field error, not a crash. */
export function parseParameters(text: string): { value?: unknown; error?: string } {
  if (!text.trim()) return { value: { type: 'object', properties: {} } };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: 'invalid' };
  }
}

/** Tools: webhooks on the business's own server that the agent may call (with a language model). */
export function ToolsSection() {
  const { t } = useTranslation();
  const ids = useId();
  const { data: tools, setData, error, reload } = useLoad(() => api.listTools());
  const [form, setForm] = useState({ name: '', description: '', url: '', parameters: '' });
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [tests, setTests] = useState<Record<number, ToolTestResult | 'busy'>>({});
  const parsed = parseParameters(form.parameters);
  const body = { name: form.name, description: form.description, url: form.url, parameters: parsed.value };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      const created = await api.createTool(body as Parameters<typeof api.createTool>[0]);
      setSecret({ name: created.name, value: created.secret ?? '' });
      setForm({ name: '', description: '', url: '', parameters: '' });
      await reload();
    },
    (): FieldErrors | null => (parsed.error ? { parameters: t('tools.invalidJson') } : schemaErrors(ToolInputSchema, body)),
  );
  const fieldError = (name: string) => errors[name] ?? errors[`tool.${name}`];
  const textProps = (name: 'name' | 'description' | 'url') => ({
    value: form[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.target.value }),
    error: fieldError(name),
  });
  const replace = (next: Tool) => setData((list) => list?.map((tool) => (tool.id === next.id ? next : tool)) ?? null);
  const toggle = async (tool: Tool, enabled: boolean) =>
    replace(
      await api.updateTool(tool.id, {
        name: tool.name,
        description: tool.description,
        url: tool.url,
        parameters: tool.parameters as { type: 'object' },
        enabled,
      }),
    );
  const rotate = async (tool: Tool) => {
    const next = await api.rotateToolSecret(tool.id);
    setSecret({ name: next.name, value: next.secret ?? '' });
    replace(next);
  };
  const test = async (tool: Tool) => {
    setTests((all) => ({ ...all, [tool.id]: 'busy' }));
    const result = await api
      .testTool(tool.id)
      .catch((e: unknown) => ({ ok: false, status: null, result: null, error: e instanceof Error ? e.message : String(e), duration_ms: 0 }));
    setTests((all) => ({ ...all, [tool.id]: result }));
  };

  return (
    <section className="card card--wide tools" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('tools.title')}</h2>
      <p>{t('tools.lead')}</p>
      {secret ? (
        <SecretNotice help={t('tools.secretHelp')} stored={t('tools.secretStored')} onStored={() => setSecret(null)}>
          <p>{t('tools.secretOnce', { name: secret.name })}</p>
          <code data-testid="tool-secret">{secret.value}</code>
        </SecretNotice>
      ) : null}
      <form className="stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label={t('tools.name')} hint={t('tools.nameHint')} {...textProps('name')} />
        <TextField label={t('tools.description')} hint={t('tools.descriptionHint')} {...textProps('description')} />
        <TextField label={t('tools.url')} type="url" placeholder="https://" {...textProps('url')} />
        <Field label={t('tools.parameters')} hint={t('tools.parametersHint')} error={fieldError('parameters')}>
          {(field) => (
            <textarea
              {...field}
              className="pl-field__input mono"
              rows={5}
              value={form.parameters}
              placeholder={EXAMPLE_PARAMETERS}
              onChange={(e) => setForm({ ...form, parameters: e.target.value })}
            />
          )}
        </Field>
        <Alert>{errors.form}</Alert>
        <SubmitButton loading={busy}>{t('tools.add')}</SubmitButton>
      </form>
      <ListState items={tools} error={error} empty={t('tools.empty')} />
      <ul className="list">
        {tools?.map((tool) => {
          const result = tests[tool.id];
          return (
            <li key={tool.id} data-testid="tool">
              <label className="row">
                <input
                  type="checkbox"
                  checked={tool.enabled}
                  onChange={(e) => void toggle(tool, e.target.checked)}
                  aria-label={t('tools.enabledFor', { name: tool.name })}
                />
                <span className={tool.enabled ? undefined : 'muted'}>
                  <strong className="mono">{tool.name}</strong> — {tool.description}
                  <br />
                  <small className="muted">
                    <bdi dir="ltr">{tool.url}</bdi> · {t('tools.secretHint', { hint: tool.secret_hint })}
                  </small>
                </span>
              </label>
              <span className="row">
                <WorkingButton variant="ghost" loading={result === 'busy'} onClick={() => void test(tool)}>
                  {t('tools.test')}
                </WorkingButton>
                <Button variant="ghost" onClick={() => void rotate(tool)} aria-label={t('tools.rotateFor', { name: tool.name })}>
                  {t('tools.rotate')}
                </Button>
                <DeleteButton label={t('tools.deleteFor', { name: tool.name })} onClick={() => void api.deleteTool(tool.id).then(reload)} />
              </span>
              {result && result !== 'busy' ? (
                <p role="status" className={result.ok ? 'hint' : 'alert'}>
                  {result.ok ? t('tools.testOk', { status: result.status ?? '', ms: result.duration_ms }) : result.error}
                  {result.ok ? <code className="tool-result">{String(result.result)}</code> : null}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
