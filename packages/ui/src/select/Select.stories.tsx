import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AllLanguages } from '../stories/AllLanguages';
import { Select } from './Select';

const TONES = [
  { value: 'friendly', label: 'Friendly' },
  { value: 'professional', label: 'Professional' },
  { value: 'playful', label: 'Playful' },
  { value: 'formal', label: 'Formal (Enterprise plan)', disabled: true },
];

const meta = { title: 'Forms/Select', component: Select, args: { label: 'Tone of voice', options: TONES, onChange: fn() } } satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Tone of voice'), 'playful');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.getByLabelText('Tone of voice')).toHaveValue('playful');
  },
};
export const Placeholder: Story = { args: { placeholder: 'Choose a tone…', defaultValue: '' } };
export const Invalid: Story = { args: { placeholder: 'Choose a tone…', defaultValue: '', error: 'Choose how your agent speaks.' } };
export const Disabled: Story = { args: { disabled: true } };
export const Languages: Story = {
  render: () => <AllLanguages render={(text) => <Select label={text.tone} options={TONES} hint={text.emailHint} />} />,
};
