import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/Badge';
import { Button } from '../button/Button';
import { EmptyState } from '../empty-state/EmptyState';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor, type SampleText } from '../stories/sample-text';
import { DataTable, type DataTableProps } from './DataTable';
import { sortRows, type SortState } from './sort';

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

/**
 * A table whose server sorts: the header reports the next order, the app asks for it (here a
 * pretend server sorts the rows), and the table shows the rows in the order they come.
 */
function SortedByServer({ text, onSortChange, onOpen }: { text: SampleText; onSortChange: (next: SortState) => void; onOpen: (id: string) => void }) {
  const [sort, setSort] = useState<SortState>({ columnId: 'messages', direction: 'descending' });
  const rows = sortRows(ROWS, (row) => row.messages, sort.direction).slice(0, 5);
  return (
    <DataTable<Conversation>
      caption="Conversations"
      hideCaption
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
      columns={[
        { id: 'visitor', header: text.visitor, cell: (row) => row.visitor, cellClassName: 'story-visitor' },
        { id: 'messages', header: text.messages, sortable: true, cell: (row) => String(row.messages), align: 'end' },
      ]}
      rowProps={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' }, 'data-testid': 'conversation-row' })}
    />
  );
}

const onOpen = fn();

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
export const SortedOnTheServer: Story = {
  args: { onSortChange: fn() },
  render: (args, { globals }) => <SortedByServer text={textFor(globals.locale)} onSortChange={args.onSortChange!} onOpen={onOpen} />,
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: /Messages/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: 'Visitor' })).not.toHaveAttribute('aria-sort');
    const messages = () => canvas.getAllByTestId('conversation-row').map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    await expect(messages()[0]).toBe('12');
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'messages', direction: 'ascending' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(messages()[0]).toBe('2');
    // A click anywhere on a row is the app's to handle.
    await userEvent.click(canvas.getAllByRole('cell')[0]!);
    await expect(onOpen).toHaveBeenCalledOnce();
  },
};
export const BusyWithRows: Story = {
  render: (_args, { globals }) => <DataTable {...tableProps(textFor(globals.locale))} busy />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
