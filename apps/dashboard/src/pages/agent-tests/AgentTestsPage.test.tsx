import type { AgentTest, AgentTestRun } from '@parley/api-client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { startTestI18n } from '../../test-i18n';
import { AgentTestsPage } from './AgentTestsPage';

vi.mock('../../lib/api', () => ({
  api: {
    listAgentTests: vi.fn(),
    listAgentTestRuns: vi.fn(),
    createAgentTest: vi.fn(),
    runAgentTests: vi.fn(),
    getAgentTestRun: vi.fn(),
    importAgentTestsCsv: vi.fn(),
  },
}));

const test = (id: number, question: string, last_result: AgentTest['last_result'] = null): AgentTest => ({
  id,
  suite_id: 1,
  name: '',
  question,
  turns: [],
  must_contain: ['£7.95'],
  must_not_contain: [],
  expect_dont_know: false,
  expect_person: false,
  rubric: null,
  last_result,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
});
const failing = (id: number, question: string) => ({
  test_id: id,
  name: '',
  question,
  answer: 'Shipping is free.',
  sources: [],
  passed: false,
  reasons: ['missing: £7.95'],
});
const run = (change: Partial<AgentTestRun>): AgentTestRun => ({
  id: 7,
  suite_id: 1,
  status: 'queued',
  trigger: 'manual',
  change: null,
  total: 2,
  done: 0,
  passed: 0,
  failed: 0,
  broken: [],
  results: [],
  created_at: '2026-03-01T11:00:00Z',
  finished_at: null,
  ...change,
});

describe('the agent tests page', () => {
  beforeAll(() => startTestI18n(['agentTests']));
  afterEach(() => vi.clearAllMocks());

  it('lists the tests with their last result, adds one through the dialog, and runs them until the run finishes', async () => {
    vi.mocked(api.listAgentTests).mockResolvedValue([test(1, 'How much is shipping?', failing(1, 'How much is shipping?'))]);
    vi.mocked(api.listAgentTestRuns).mockResolvedValue([]);
    render(<AgentTestsPage />);

    const row = (await screen.findAllByTestId('agent-test'))[0]!;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('missing: £7.95')).toBeTruthy();
    expect(screen.getByText('No runs yet.')).toBeTruthy();

    // The dialog names what is wrong before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Add a test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a test' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the test' }));
    expect(await within(dialog).findByText('Write the visitor’s question.')).toBeTruthy();
    expect(api.createAgentTest).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/The visitor’s question/), { target: { value: 'Do you open on Sundays?' } });
    fireEvent.change(within(dialog).getByLabelText('The answer must contain'), { target: { value: 'closed\n\n Sunday ' } });
    fireEvent.click(within(dialog).getByLabelText('Should offer a person'));
    vi.mocked(api.createAgentTest).mockResolvedValue(test(2, 'Do you open on Sundays?'));
    vi.mocked(api.listAgentTests).mockResolvedValue([test(1, 'How much is shipping?'), test(2, 'Do you open on Sundays?')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the test' }));
    await waitFor(() => expect(screen.getAllByTestId('agent-test')).toHaveLength(2));
    expect(api.createAgentTest).toHaveBeenCalledWith(
      expect.objectContaining({ question: 'Do you open on Sundays?', must_contain: ['closed', 'Sunday'], must_not_contain: [], expect_person: true }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    // Run now: the queued run shows its progress and is read again until it has finished.
    vi.mocked(api.runAgentTests).mockResolvedValue(run({}));
    vi.mocked(api.getAgentTestRun)
      .mockResolvedValueOnce(run({ status: 'running', done: 1 }))
      .mockResolvedValue(
        run({ status: 'completed', done: 2, passed: 1, failed: 1, results: [failing(2, 'Do you open on Sundays?')], finished_at: '2026-03-01T11:00:09Z' }),
      );
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect((await screen.findByTestId('run-progress')).textContent).toContain('Running: 0 of 2 tests done');
    expect(await screen.findByText('Running: 1 of 2 tests done', undefined, { timeout: 3_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('run-progress')).toBeNull(), { timeout: 3_000 });

    const history = screen.getByTestId('agent-test-run');
    expect(history.textContent).toContain('Run by you');
    expect(within(history).getByText('1 passed')).toBeTruthy();
    expect(within(history).getByText('1 failed')).toBeTruthy();
    expect(within(history).getByText('missing: £7.95')).toBeTruthy();
    // The tests are read again, for the results the run left.
    expect(api.listAgentTests).toHaveBeenCalledTimes(3);
  });

  it('imports the tests of a CSV file and says how many', async () => {
    vi.mocked(api.listAgentTests).mockResolvedValue([]);
    vi.mocked(api.listAgentTestRuns).mockResolvedValue([]);
    vi.mocked(api.importAgentTestsCsv).mockResolvedValue({ imported: 3 });
    const { container } = render(<AgentTestsPage />);
    expect(await screen.findByText(/No tests yet/)).toBeTruthy();
    const file = new File(['question,must_contain\nHi,Hello\n'], 'tests.csv', { type: 'text/csv' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
    expect(await screen.findByText('3 tests imported.')).toBeTruthy();
    expect(api.importAgentTestsCsv).toHaveBeenCalledWith('question,must_contain\nHi,Hello\n');
  });
});
