import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, userEvent } from 'storybook/test';
import { Button } from '../button/Button';
import { textFor, type SampleText } from '../stories/sample-text';
import { ToastProvider, useToast } from './Toast';

function Triggers({ text }: { text: SampleText }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Button onClick={() => toast.show({ message: text.toastSaved, tone: 'success' })}>Show success</Button>
      <Button variant="secondary" onClick={() => toast.show({ message: text.toastFailed, tone: 'error' })}>
        Show error
      </Button>
      <Button variant="ghost" onClick={() => toast.show({ message: text.copied, durationMs: 300 })}>
        Show short info
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { dismissLabel: 'Dismiss', regionLabel: 'Notifications', children: null },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <ToastProvider {...args} dismissLabel={text.dismiss} regionLabel={text.notifications}>
        <Triggers text={text} />
      </ToastProvider>
    );
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not save your changes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Show short info' }));
    await expect(await canvas.findByText('Copied')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Copied')).toBeNull(), { timeout: 2000 });
    // Errors wait for the person: still there until dismissed.
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const RightToLeft: Story = { globals: { locale: 'he' } };
export const Japanese: Story = { globals: { locale: 'ja' } };
