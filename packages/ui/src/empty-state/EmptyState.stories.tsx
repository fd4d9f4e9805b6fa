import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor } from '../stories/sample-text';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No conversations yet' },
  render: (args, { globals }) => {
    const text = textFor(globals.locale);
    return <EmptyState {...args} title={text.emptyTitle} description={text.emptyDescription} action={<Button>{text.emptyAction}</Button>} icon="💬" />;
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { render: (args) => <EmptyState {...args} /> };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Languages: Story = {
  render: () => (
    <AllLanguages render={(text) => <EmptyState title={text.emptyTitle} description={text.emptyDescription} action={<Button>{text.emptyAction}</Button>} />} />
  ),
};
