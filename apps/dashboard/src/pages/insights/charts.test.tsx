import type { Analytics } from '@parley/api-client';
import { cleanup, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DailyChart, HoursChart } from './AnalyticsPage';
import { formatters } from './format';
import { startTestI18n } from '../../test-i18n';

const format = formatters('en');
const daily: Analytics['daily'] = [
  { date: '2026-03-01', conversations: 2, messages: 8, leads: 0 },
  { date: '2026-03-02', conversations: 5, messages: 20, leads: 2 },
  { date: '2026-03-03', conversations: 0, messages: 0, leads: 0 },
];

describe('charts', () => {
  beforeAll(async () => {
    await startTestI18n(['insights']);
  });

  it('are figures named by their title and described in words', () => {
    render(<DailyChart daily={daily} format={format} />);
    const figure = screen.getByRole('figure', { name: 'Conversations and leads per day' });
    const description = document.getElementById(figure.getAttribute('aria-describedby')!)!.textContent;
    expect(description).toBe('7 conversations and 2 leads from Mar 1, 2026 to Mar 3, 2026. The busiest day was Mar 2, 2026, with 5 conversations.');
  });

  it('count in the plural forms of the language: one conversation, 1,234 conversations, and Arabic’s own forms', async () => {
    const describe = () => {
      const figure = screen.getByRole('figure', { name: /./ });
      return document.getElementById(figure.getAttribute('aria-describedby')!)!.textContent;
    };
    const oneDay: Analytics['daily'] = [{ date: '2026-03-01', conversations: 1, messages: 2, leads: 1 }];
    const { unmount } = render(<DailyChart daily={oneDay} format={format} />);
    expect(describe()).toBe('1 conversation and 1 lead from Mar 1, 2026 to Mar 1, 2026. The busiest day was Mar 1, 2026, with 1 conversation.');
    unmount();
    const hours = [{ hour: 9, conversations: 1234 }];
    render(<HoursChart hours={hours} zone="UTC" format={format} />);
    expect(describe()).toContain('with 1,234 conversations.');
    cleanup();
    await startTestI18n(['insights'], 'ar');
    render(<DailyChart daily={[{ ...oneDay[0]!, conversations: 2, leads: 3 }]} format={formatters('ar')} />);
    expect(describe()).toMatch(/^محادثتين و3 عملاء محتملين /);
    cleanup();
    await startTestI18n(['insights']);
  });

  it('carry their numbers in a data table, one row per day', () => {
    render(<DailyChart daily={daily} format={format} />);
    const table = screen.getByRole('table', { name: 'Conversations and leads per day' });
    expect(table.className).toContain('pl-visually-hidden');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Conversations', 'Leads']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Mar 1, 2026', '2', '0'],
      ['Mar 2, 2026', '5', '2'],
      ['Mar 3, 2026', '0', '0'],
    ]);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Mar 2, 2026');
  });

  it('draw one bar per non-zero value', () => {
    render(<DailyChart daily={daily} format={format} />);
    expect(screen.getByTestId('daily-chart').querySelectorAll('rect')).toHaveLength(3);
  });

  it("list all 24 hours in the owner's time zone and name the busiest", () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, conversations: hour === 14 ? 9 : 1 }));
    render(<HoursChart hours={hours} zone="Asia/Tokyo" format={format} />);
    const table = screen.getByRole('table', { name: 'Busiest hours (Asia/Tokyo)' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(within(table).getByRole('columnheader', { name: 'Hour (Asia/Tokyo)' })).toBeTruthy();
    const figure = screen.getByRole('figure', { name: 'Busiest hours (Asia/Tokyo)' });
    expect(document.getElementById(figure.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Conversations by hour of the day, in Asia/Tokyo time. The busiest hour was 2 PM, with 9 conversations.',
    );
  });

  it('say so in words when there is nothing to draw', () => {
    render(<DailyChart daily={daily.map((day) => ({ ...day, conversations: 0, leads: 0 }))} format={format} />);
    const figure = screen.getByRole('figure');
    expect(document.getElementById(figure.getAttribute('aria-describedby')!)!.textContent).toBe('No conversations on any day of this period.');
    expect(figure.querySelectorAll('rect')).toHaveLength(0);
  });

  it('keep their title and description for screen readers only: the card shows its own heading', () => {
    render(<DailyChart daily={daily} format={format} />);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')!.className).toContain('pl-visually-hidden');
    expect(document.getElementById(figure.getAttribute('aria-describedby')!)!.className).toContain('pl-visually-hidden');
  });
});
