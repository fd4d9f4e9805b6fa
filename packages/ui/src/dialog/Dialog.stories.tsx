import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, userEvent } from 'storybook/test';
import { Button } from '../button/Button';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor, type SampleText } from '../stories/sample-text';
import { TextField } from '../text-field/TextField';
import { Dialog } from './Dialog';

/** A page with the button that opens the dialog, so focus return and Escape can be tried. */
function PlanDialog({ text, onConfirm, startOpen = false }: { text: SampleText; onConfirm?: () => void; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{text.dialogTitle}</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={text.dialogTitle}
        description={text.dialogDescription}
        closeLabel={text.close}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {text.cancel}
            </Button>
            <Button
              onClick={() => {
                onConfirm?.();
                setOpen(false);
              }}
            >
              {text.confirm}
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { open: true, title: 'Change your plan', description: 'Your new plan starts today.', closeLabel: 'Close', onClose: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { children: <p>Growth: 2,000 conversations a month, voice included.</p> },
};

export const OpenAndClose: Story = {
  args: { onClose: fn() },
  render: (args, { globals }) => <PlanDialog text={textFor(globals.locale)} onConfirm={args.onClose} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Change your plan' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Change your plan' });
    await expect(dialog).toHaveAccessibleDescription(/starts today/);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const KeepsFocusInside: Story = {
  render: (_args, { globals }) => <PlanDialog text={textFor(globals.locale)} startOpen />,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    const close = canvas.getByRole('button', { name: 'Close' });
    const confirm = canvas.getByRole('button', { name: 'Switch plan' });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

/** A form inside a dialog: the dialog stays open on invalid input and says what is wrong. */
function FaqDialog({ onSave }: { onSave: (question: string) => void }) {
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Add as FAQ" closeLabel="Close">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // A text field's entry is a string; only a file input gives a File.
          const entry = new FormData(event.currentTarget).get('question');
          const question = typeof entry === 'string' ? entry.trim() : '';
          if (question.length < 5) {
            setError('Write the question as a visitor would ask it.');
            return;
          }
          onSave(question);
          setOpen(false);
        }}
      >
        <TextField label="Question" name="question" error={error} />
        <Button type="submit">Save FAQ</Button>
      </form>
    </Dialog>
  );
}

export const FormInDialog: Story = {
  args: { onClose: fn() },
  render: (args) => <FaqDialog onSave={args.onClose} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save FAQ' }));
    await expect(canvas.getByLabelText('Question')).toHaveAccessibleDescription('Write the question as a visitor would ask it.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Question'), 'Do you deliver on Sundays?');
    await userEvent.click(canvas.getByRole('button', { name: 'Save FAQ' }));
    await expect(args.onClose).toHaveBeenCalledWith('Do you deliver on Sundays?');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: (_args, { globals }) => <PlanDialog text={textFor(globals.locale)} startOpen />,
};

export const Languages: Story = {
  render: () => (
    <AllLanguages
      render={(text) => (
        <div className="pl-dialog" style={{ position: 'static', display: 'block' }}>
          <div className="pl-dialog__header">
            <h2 className="pl-dialog__title">{text.dialogTitle}</h2>
          </div>
          <p className="pl-dialog__description">{text.dialogDescription}</p>
          <div className="pl-dialog__footer">
            <Button variant="secondary">{text.cancel}</Button>
            <Button>{text.confirm}</Button>
          </div>
        </div>
      )}
    />
  ),
};
