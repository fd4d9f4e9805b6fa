import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
/** Inside a section that already has its heading: a sentence and the next step, no second heading. */
export const WithoutTitle: Story = {
  render: (_args, { globals }) => {
    const text = textFor(globals.locale);
    return (
      <section aria-labelledby="conversations-heading">
        <h2 id="conversations-heading">Conversations</h2>
        <EmptyState description={text.emptyDescription} action={<Button variant="secondary">{text.emptyAction}</Button>} />
      </section>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText(/Add the widget to your site/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add to site' })).toBeInTheDocument();
  },
};
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Languages: Story = {
  render: () => (
    <AllLanguages render={(text) => <EmptyState title={text.emptyTitle} description={text.emptyDescription} action={<Button>{text.emptyAction}</Button>} />} />
  ),
};
