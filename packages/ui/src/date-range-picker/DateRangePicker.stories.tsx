import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor, type SampleText } from '../stories/sample-text';
import { DateRangePicker, type DateRangePickerLabels } from './DateRangePicker';
import { lastDays, type DateRange } from './date-range';

const TODAY = '2026-11-23';

function labelsFor(text: SampleText): DateRangePickerLabels {
  return {
    legend: text.period,
    start: text.start,
    end: text.end,
    apply: text.apply,
    presets: text.quickRanges,
    problem: (problem) => (problem === 'end-before-start' ? text.endBeforeStart : `${text.period}: ${problem}`),
  };
}

function Picker({ text, onChange, disabled }: { text: SampleText; onChange?: (range: DateRange) => void; disabled?: boolean }) {
  const [range, setRange] = useState(lastDays(TODAY, 7));
  return (
    <DateRangePicker
      value={range}
      today={TODAY}
      disabled={disabled}
      labels={labelsFor(text)}
      presets={[
        { label: text.last7, days: 7 },
        { label: text.last30, days: 30 },
        { label: text.last90, days: 90 },
      ]}
      maxDays={366}
      onChange={(next) => {
        onChange?.(next);
        setRange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { value: lastDays(TODAY, 7), today: TODAY, labels: labelsFor(textFor('en')), onChange: fn() },
  render: (args, { globals }) => <Picker text={textFor(globals.locale)} onChange={args.onChange} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-25', end: TODAY });
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-10-25');

    // A custom range that ends before it starts is refused and explained.
    await userEvent.clear(canvas.getByLabelText('To'));
    await userEvent.type(canvas.getByLabelText('To'), '2026-10-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The end date is before the start date.');
    await expect(canvas.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await userEvent.clear(canvas.getByLabelText('To'));
    await userEvent.type(canvas.getByLabelText('To'), '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-25', end: '2026-11-01' });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const Disabled: Story = { render: (_args, { globals }) => <Picker text={textFor(globals.locale)} disabled /> };
export const RightToLeft: Story = { globals: { locale: 'he' } };
export const Languages: Story = { render: () => <AllLanguages render={(text) => <Picker text={text} />} /> };
