import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Badge } from '../badge/Badge';
import { Button } from '../button/Button';
import { EmptyState } from '../empty-state/EmptyState';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor, type SampleText } from '../stories/sample-text';
import { DataTable, type DataTableProps } from './DataTable';

interface Conversation {
  id: string;
  visitor: string;
  messages: number;
  status: 'lead' | 'open' | 'closed';
}

const NAMES = [
  'Ana García',
  'Yuki Tanaka',
  'Omar Haddad',
  'Noa Levi',
  'Chen Wei',
  'Lin Mei',
  'Sam Carter',
  'Priya Nair',
  'Lucas Silva',
  'Emma Brown',
  'Ali Hassan',
  'Sofia Rossi',
];
const ROWS: Conversation[] = NAMES.map((visitor, index) => ({
  id: `c${index + 1}`,
  visitor,
  messages: ((index * 7) % 11) + 2,
  status: (['lead', 'open', 'closed'] as const)[index % 3]!,
}));

function tableProps(text: SampleText): DataTableProps<Conversation> {
  return {
    caption: 'Conversations',
    rows: ROWS,
    rowKey: (row) => row.id,
    pageSize: 5,
    columns: [
      { id: 'visitor', header: text.visitor, sortValue: (row) => row.visitor },
      { id: 'messages', header: text.messages, sortValue: (row) => row.messages, align: 'end' },
      { id: 'status', header: text.status, cell: (row) => <Badge tone={row.status === 'lead' ? 'success' : 'neutral'}>{row.status}</Badge> },
    ],
    paginationLabels: { navigation: 'Pagination', previous: text.previous, next: text.next, range: text.showing, page: text.page },
    empty: <EmptyState title={text.emptyTitle} description={text.emptyDescription} action={<Button>{text.emptyAction}</Button>} headingLevel={3} />,
  };
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  args: tableProps(textFor('en')),
  render: (_args, { globals }) => <DataTable {...tableProps(textFor(globals.locale))} />,
} satisfies Meta<typeof DataTable<Conversation>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortAndPage: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Messages/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: /Messages/ }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstCells = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('td')[1]?.textContent);
    await expect(firstCells()[0]).toBe('2');
    await userEvent.click(canvas.getByRole('button', { name: /Messages/ }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells()[0]).toBe('12');

    await expect(canvas.getByText('Showing 1–5 of 12')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(canvas.getByText('Showing 11–12 of 12')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeDisabled();
  },
};
export const Loading: Story = {
  render: (_args, { globals }) => <DataTable {...tableProps(textFor(globals.locale))} loading loadingLabel="Loading conversations" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading conversations');
  },
};
export const Empty: Story = {
  render: (_args, { globals }) => <DataTable {...tableProps(textFor(globals.locale))} rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Languages: Story = { render: () => <AllLanguages render={(text) => <DataTable {...tableProps(text)} pageSize={3} />} /> };
