import type { ProactiveTrigger } from '@parley/api-client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { settle } from '../../test-act';
import { ProactiveSection } from './ProactiveSection';
import { en, initTestI18n } from './test-support';

vi.mock('../../lib/api', () => ({
  api: { listProactiveTriggers: vi.fn(), createProactiveTrigger: vi.fn(), updateProactiveTrigger: vi.fn(), deleteProactiveTrigger: vi.fn() },
}));

const t = en.proactive;
const SAVED: ProactiveTrigger = {
  id: 4,
  name: 'Pricing help',
  enabled: true,
  url_pattern: '/pricing',
  condition: { kind: 'scroll_depth', percent: 60 },
  message: { default: 'Questions about plans?', translations: { es: '¿Preguntas?' } },
  stats: { shown: 12, opened: 5, converted: 2 },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

beforeAll(initTestI18n);
beforeEach(() => {
  vi.mocked(api.listProactiveTriggers).mockResolvedValue([SAVED]);
  vi.mocked(api.createProactiveTrigger).mockResolvedValue({ ...SAVED, id: 5 });
});

const addForm = () => screen.getByRole('form', { name: t.addTitle });
/** The section once its list is in, and a way to type into the add form's fields by label. */
async function openAddForm() {
  render(<ProactiveSection />);
  await screen.findByText('Pricing help');
  const form = within(addForm());
  return { form, type: (label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } }) };
}

describe('proactive messages in the widget settings', () => {
  it('lists each trigger with its figures', async () => {
    render(<ProactiveSection />);
    expect(await screen.findByText('Pricing help')).toBeTruthy();
    expect(screen.getByText('Shown 12 · opened 5 · followed by a message 2')).toBeTruthy();
    expect(screen.getByText(/When the visitor scrolls down: 60%/)).toBeTruthy();
  });

  it('says what is wrong with each field and sends nothing until it is right', async () => {
    const { form, type } = await openAddForm();
    type(t.urlPattern, 'pricing');
    type(t.seconds, '2.5');
    fireEvent.submit(addForm());
    expect(form.getByText(t.errors.name)).toBeTruthy();
    expect(form.getByText(t.errors.urlPattern)).toBeTruthy();
    expect(form.getByText(t.errors.seconds)).toBeTruthy();
    expect(form.getByText(t.errors.message)).toBeTruthy();
    expect(api.createProactiveTrigger).not.toHaveBeenCalled();
  });

  it('adds a trigger with its condition and only the translations written', async () => {
    const { type } = await openAddForm();
    type(t.name, 'Leaving');
    type(t.kind, 'exit_intent');
    type(t.message, 'Before you go');
    type('In Spanish', 'Antes de irte');
    fireEvent.submit(addForm());
    await settle();
    expect(api.createProactiveTrigger).toHaveBeenCalledWith({
      name: 'Leaving',
      enabled: true,
      url_pattern: '*',
      condition: { kind: 'exit_intent' },
      message: { default: 'Before you go', translations: { es: 'Antes de irte' } },
    });
  });
});
