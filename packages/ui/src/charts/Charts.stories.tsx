import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';

const WEEK = [
  { label: 'Mon', value: 42 },
  { label: 'Tue', value: 57 },
  { label: 'Wed', value: 38 },
  { label: 'Thu', value: 71 },
  { label: 'Fri', value: 93 },
  { label: 'Sat', value: 120 },
  { label: 'Sun', value: 64 },
];
const MONTH = Array.from({ length: 30 }, (_, index) => ({ label: `Nov ${index + 1}`, value: Math.round(40 + 30 * Math.sin(index / 4) + index) }));
const LEADS = MONTH.map((day, index) => (index % 3 === 0 ? 0 : Math.round(day.value / 9)));
const MONTH_TOTAL = MONTH.reduce((sum, day) => sum + day.value, 0);
const LEADS_TOTAL = LEADS.reduce((sum, value) => sum + value, 0);
const LEAD_DAYS = LEADS.filter((value) => value > 0).length;
const number = new Intl.NumberFormat('en');

const meta = {
  title: 'Data/Charts',
  component: BarChart,
  args: {
    title: 'Conversations this week',
    data: WEEK,
    labelHeader: 'Day',
    valueHeader: 'Conversations',
    formatValue: (value: number) => number.format(value),
    empty: 'No conversations in this period.',
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {
  play: async ({ canvas }) => {
    // The drawing is hidden from screen readers; the same numbers are in a table they can read.
    const table = canvas.getByRole('table', { name: 'Conversations this week' });
    await expect(table).toHaveTextContent('Sat120');
    await expect(canvas.getByRole('figure', { name: 'Conversations this week' })).toBeInTheDocument();
  },
};
export const Line: Story = { render: (args) => <LineChart {...args} title="Conversations, last 30 days" data={MONTH} valueHeader="Conversations" /> };
/** Two series a day for a month: grouped bars, a legend, an even spread of dates under the axis, every day in the table. */
export const Grouped: Story = {
  render: (args) => (
    <section aria-labelledby="daily-heading">
      <h2 id="daily-heading">Conversations and leads per day</h2>
      <BarChart
        title="Conversations and leads per day"
        description={`${MONTH_TOTAL} conversations and ${LEADS_TOTAL} leads in November. Leads came on ${LEAD_DAYS} days.`}
        hideTitle
        hideDescription
        labelHeader="Day"
        formatValue={args.formatValue}
        categories={MONTH.map((day, index) => ({ label: `November ${index + 1}, 2026`, short: day.label }))}
        series={[
          { key: 'conversations', label: 'Conversations', values: MONTH.map((day) => day.value), tone: 'primary' },
          { key: 'leads', label: 'Leads', values: LEADS, tone: 'accent' },
        ]}
      />
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'Conversations and leads per day' });
    await expect(figure).toHaveAccessibleDescription(/conversations and \d+ leads in November/);
    const table = canvas.getByRole('table', { name: 'Conversations and leads per day' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Conversations', 'Leads']);
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    // One bar per value above zero: days without leads draw only the conversations bar.
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(30 + LEAD_DAYS);
    await expect(canvasElement.querySelectorAll('.pl-chart__bar--accent')).toHaveLength(LEAD_DAYS);
    await expect(canvasElement.querySelector('.pl-chart__legend')).toHaveTextContent('ConversationsLeads');
  },
};
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversations in this period.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'المحادثات هذا الأسبوع',
    labelHeader: 'اليوم',
    valueHeader: 'المحادثات',
    data: WEEK.map((d, i) => ({ ...d, label: ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'][i]! })),
  },
};
