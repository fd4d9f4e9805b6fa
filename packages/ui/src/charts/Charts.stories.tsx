import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
export const Line: Story = { render: (args) => <LineChart {...args} title="Conversations, last 30 days" data={MONTH} /> };
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
