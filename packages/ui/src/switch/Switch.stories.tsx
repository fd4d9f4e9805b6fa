import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = { title: 'Forms/Switch', component: Switch, args: { label: 'Voice conversations' } } satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Voice conversations' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};
export const On: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'Visitors can talk to your agent with their microphone.' } };
export const Disabled: Story = { args: { disabled: true, hint: 'Available on the Growth plan.' } };
export const RightToLeft: Story = { args: { label: 'محادثات صوتية', defaultChecked: true }, globals: { locale: 'ar' } };
