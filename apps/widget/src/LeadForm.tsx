import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatApi } from './chat-api';
import { Notice } from './Notice';

/**
 * The visitor's contact details for the team, only with their consent. It sits in the transcript;
 * once they are sent, `onSent` (the chat says thank you as a message, and goes on).
 */
export function LeadForm({ api, chatId, onSent, autoFocus = false }: { api: ChatApi; chatId: string; onSent: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation('widget');
  const ids = useId();
  const [form, setForm] = useState({ name: '', email: '', phone: '', interest: '', consent: false });
  const [state, setState] = useState<'idle' | 'sending' | 'invalid' | 'failed'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lead = {
      name: form.name || undefined,
      email: form.email || undefined,
      phone: form.phone || undefined,
      interest: form.interest || undefined,
      consent: form.consent,
    };
    // The server checks fully; this catches the obvious before a round trip (and keeps zod out of the bundle).
    if (!lead.consent || !(/^\S+@\S+\.\S+$/.test(form.email) || /^\+?[0-9 ().-]{6,25}$/.test(form.phone))) return setState('invalid');
    setState('sending');
    try {
      await api.lead(chatId, { ...lead, consent: true });
      onSent();
    } catch {
      setState('failed');
    }
  };
  const field = (key: 'name' | 'email' | 'phone' | 'interest', type = 'text') => (
    <label htmlFor={`${ids}-${key}`}>
      {t(key)}
      <input
        id={`${ids}-${key}`}
        type={type}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        // Asked for by the visitor (not offered under an answer): their focus goes to it.
        autoFocus={autoFocus && key === 'name'}
      />
    </label>
  );
  return (
    <form className="lead" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${ids}-title`}>
      <p id={`${ids}-title`}>
        <strong>{t('leadTitle')}</strong>
      </p>
      {field('name')}
      {field('email', 'email')}
      {field('phone', 'tel')}
      {field('interest')}
      <label className="check">
        <input type="checkbox" checked={form.consent} onChange={(e) => setForm({ ...form, consent: e.target.checked })} /> {t('consent')}
      </label>
      {state === 'invalid' ? <Notice>{t('leadError')}</Notice> : null}
      {state === 'failed' ? <Notice>{t('failed')}</Notice> : null}
      <button type="submit" disabled={state === 'sending'}>
        {t('submitLead')}
      </button>
    </form>
  );
}
