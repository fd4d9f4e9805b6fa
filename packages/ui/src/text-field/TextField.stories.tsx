import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor } from '../stories/sample-text';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'name@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We send receipts here.' } };
export const Invalid: Story = {
  args: { defaultValue: 'sam@', error: 'Enter an email address like name@example.com.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'owner@bakery.example' } };
export const RightToLeft: Story = {
  globals: { locale: 'he' },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return <TextField {...args} label={text.email} hint={text.emailHint} />;
  },
};
export const Languages: Story = {
  render: (args) => <AllLanguages render={(text) => <TextField {...args} label={text.email} hint={text.emailHint} error={text.emailError} />} />,
};
