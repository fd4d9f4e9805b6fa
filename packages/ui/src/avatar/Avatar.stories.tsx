import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar';

// A tiny inline picture, so the story needs no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="26" r="12" fill="#4f46e5"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#4f46e5"/></svg>',
  );

const meta = { title: 'Data/Avatar', component: Avatar, args: { name: 'Ana García' } } satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ana García' })).toHaveTextContent('AG');
  },
};
export const Picture: Story = { args: { src: PICTURE } };
export const BrokenPicture: Story = { args: { src: '/missing-avatar.png' } };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar name="Sam Carter" size="sm" />
      <Avatar name="Sam Carter" size="md" />
      <Avatar name="Sam Carter" size="lg" />
    </div>
  ),
};
export const ManyScripts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {['Noa Levi', 'نور حداد', '田中 由紀', '陳 偉', 'Émile Zola'].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
};
export const RightToLeft: Story = { args: { name: 'عمر حداد' }, globals: { locale: 'ar' } };
