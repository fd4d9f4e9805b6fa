import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor } from '../stories/sample-text';
import { ErrorState } from './ErrorState';

/** What an app does with it: the error until a retry succeeds, then the content. */
function Reloading({ onRetry, message, retryLabel }: { onRetry: () => void; message: string; retryLabel: string }) {
  const [failed, setFailed] = useState(true);
  if (!failed) return <p>12 conversations this week</p>;
  return (
    <ErrorState
      message={message}
      retryLabel={retryLabel}
      onRetry={() => {
        onRetry();
        setFailed(false);
      }}
    />
  );
}

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { message: 'The figures could not load: the server did not answer.', retryLabel: 'Try again', onRetry: fn() },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return <ErrorState {...args} message={text.loadError} retryLabel={text.retry} />;
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The figures could not load');
    // The button is inside the alert, next in Tab order after whatever came before.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const RetrySucceeds: Story = {
  render: (args) => <Reloading onRetry={args.onRetry} message={args.message as string} retryLabel={args.retryLabel} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('12 conversations this week')).toBeInTheDocument();
  },
};
export const PrimaryRetry: Story = { args: { retryVariant: 'primary' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Languages: Story = {
  render: (args) => <AllLanguages render={(text) => <ErrorState {...args} message={text.loadError} retryLabel={text.retry} />} />,
};
