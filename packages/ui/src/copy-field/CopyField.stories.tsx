import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, userEvent } from 'storybook/test';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor } from '../stories/sample-text';
import { CopyField } from './CopyField';

const SNIPPET = '<script src="https://parley.example/widget.js" data-key="pk_live_7Hq2" async></script>';

const meta = {
  title: 'Forms/CopyField',
  component: CopyField,
  args: { label: 'Embed snippet', value: SNIPPET, copyLabel: 'Copy', copiedLabel: 'Copied', failedLabel: 'Copy failed', onCopy: fn() },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return <CopyField {...args} label={text.copyLabel} copyLabel={text.copy} copiedLabel={text.copied} failedLabel={text.copyFailed} />;
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const writeText = fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith(SNIPPET);
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), { timeout: 3000 });
  },
};
export const Multiline: Story = { args: { multiline: true } };
export const ApiKey: Story = { args: { value: 'pk_live_7Hq2c9XbA1' }, render: (args) => <CopyField {...args} label="Public key" /> };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Languages: Story = {
  render: (args) => (
    <AllLanguages
      render={(text) => <CopyField {...args} label={text.copyLabel} copyLabel={text.copy} copiedLabel={text.copied} failedLabel={text.copyFailed} />}
    />
  ),
};
/** Under a heading that names it, with the hint that explains it, announcing its own confirmation. */
export const UnderAHeading: Story = {
  args: { multiline: true, rows: 2, hideLabel: true, describedBy: 'csp-hint', copiedMessage: 'The sources are on your clipboard.' },
  render: (args) => (
    <section aria-labelledby="csp-title">
      <h3 id="csp-title">Sources to allow</h3>
      <p id="csp-hint">Add these to your site's Content-Security-Policy.</p>
      <CopyField
        {...args}
        label="Sources to allow"
        value="script-src https://parley.example; frame-src https://parley.example"
        copyLabel="Copy sources"
        copiedLabel="Copied!"
      />
    </section>
  ),
  play: async ({ canvas, args }) => {
    const writeText = fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const field = canvas.getByRole('textbox', { name: 'Sources to allow' });
    await expect(field).toHaveAccessibleDescription("Add these to your site's Content-Security-Policy.");
    await expect(field).toHaveAttribute('rows', '2');
    await expect(canvas.getByText('Sources to allow', { selector: 'label' })).toHaveClass('pl-visually-hidden');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy sources' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('The sources are on your clipboard.');
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  },
};
