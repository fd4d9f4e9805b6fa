import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = { title: 'Feedback/Badge', component: Badge, args: { children: 'Lead' } } satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { children: 'Closed' } };
export const Success: Story = { args: { tone: 'success', children: 'Lead' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Trial ends in 3 days' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Payment failed' } };
export const Brand: Story = { args: { tone: 'brand', children: 'Current plan' } };
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge>Closed</Badge>
      <Badge tone="success">Lead</Badge>
      <Badge tone="warning">Processing</Badge>
      <Badge tone="danger">Failed</Badge>
      <Badge tone="brand">Current plan</Badge>
    </div>
  ),
};
export const RightToLeft: Story = { args: { tone: 'success', children: 'عميل محتمل' }, globals: { locale: 'ar' } };
