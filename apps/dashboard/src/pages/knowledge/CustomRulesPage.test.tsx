import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { startTestI18n } from '../../test-i18n';
import { CustomRulesPage } from './CustomRulesPage';

vi.mock('../../lib/api', () => ({ api: { listRules: vi.fn(), getResponderKind: vi.fn(), listTools: vi.fn() } }));

describe('custom rules page', () => {
  beforeAll(async () => {
    await startTestI18n(['insights']);
  });

  const open = async (responder: 'retrieval' | 'llm' | null) => {
    vi.mocked(api.listRules).mockResolvedValue([{ id: 1, position: 1, text: 'Never promise delivery dates', enabled: true }]);
    vi.mocked(api.listTools).mockResolvedValue([]);
    vi.mocked(api.getResponderKind).mockResolvedValue(responder);
    render(<CustomRulesPage />);
    await screen.findByText('Never promise delivery dates');
  };

  it('without a language model, names the rule shapes that work offline and says the rest need one', async () => {
    await open('retrieval');
    const note = await screen.findByRole('region', { name: 'Offline: no language model is connected' });
    const shapes = within(note)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shapes).toHaveLength(6);
    expect(shapes[0]).toContain('When asked about X, mention Y');
    expect(shapes[1]).toContain('Never mention X');
    expect(shapes.join(' ')).toMatch(/Always end with.*Always answer in Spanish/);
    expect(note.textContent).toContain('need a language model');
  });

  it('with a language model, says every rule applies', async () => {
    await open('llm');
    expect((await screen.findByTestId('responder-note')).textContent).toBe(
      'A language model is connected: the agent reads every rule and can call your tools.',
    );
    expect(screen.queryByRole('region', { name: /Offline/ })).toBeNull();
  });

  it('says nothing when the server does not tell', async () => {
    await open(null);
    expect(screen.queryByTestId('responder-note')).toBeNull();
  });
});
