import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = { title: 'Forms/Checkbox', component: Checkbox, args: { label: 'Email me when a visitor leaves their details' } } satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Email me/ });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { label: 'Select all conversations', indeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole<HTMLInputElement>('checkbox').indeterminate).toBe(true);
  },
};
export const WithHint: Story = { args: { hint: 'At most one email an hour.' } };
export const Invalid: Story = { args: { label: 'I accept the terms', error: 'Accept the terms to continue.' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const RightToLeft: Story = { args: { label: 'أرسل لي بريدًا عندما يترك زائر بياناته' }, globals: { locale: 'ar' } };
