import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';

interface Row {
  id: string;
  name: string;
  count: number;
}

const ROWS: Row[] = Array.from({ length: 12 }, (_, index) => ({ id: `r${index}`, name: `Visitor ${String.fromCharCode(76 - index)}`, count: (index * 5) % 7 }));

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <DataTable<Row>
      caption="Visitors"
      rows={ROWS}
      rowKey={(row) => row.id}
      pageSize={5}
      columns={[
        { id: 'name', header: 'Name', sortValue: (row) => row.name },
        { id: 'count', header: 'Messages', sortValue: (row) => row.count, align: 'end' },
        { id: 'note', header: 'Note', cell: () => '—' },
      ]}
      {...props}
    />,
  );
}

const bodyColumn = (index: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);

describe('DataTable sorting', () => {
  it('marks sortable headers aria-sort="none" and leaves others without it', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Note' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('toggles ascending, descending and moves aria-sort to the clicked column', () => {
    renderTable();
    const name = screen.getByRole('columnheader', { name: /Name/ });
    const count = screen.getByRole('columnheader', { name: /Messages/ });
    fireEvent.click(within(name).getByRole('button'));
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyColumn(0)[0]).toBe('Visitor A');
    fireEvent.click(within(name).getByRole('button'));
    expect(name.getAttribute('aria-sort')).toBe('descending');
    expect(bodyColumn(0)[0]).toBe('Visitor L');
    fireEvent.click(within(count).getByRole('button'));
    expect(count.getAttribute('aria-sort')).toBe('ascending');
    expect(name.getAttribute('aria-sort')).toBe('none');
    expect(bodyColumn(1).slice(0, 2)).toEqual(['0', '0']);
  });

  it('sorts all rows, not only the page shown, and goes back to page 1', () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(screen.getByText('Showing 1–5 of 12')).toBeTruthy();
    expect(bodyColumn(0)[0]).toBe('Visitor A');
  });
});

describe('DataTable pagination', () => {
  it('pages through the rows with Previous and Next, disabled at the ends', () => {
    renderTable();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('Showing 11–12 of 12')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('shows the empty content and no pager when there are no rows', () => {
    renderTable({ rows: [], empty: 'Nothing yet' });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the table busy and announces loading', () => {
    renderTable({ loading: true, loadingLabel: 'Loading visitors' });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading visitors');
  });
});

describe('DataTable sorted elsewhere', () => {
  it('shows the rows in the order given, reports the next order and shows the order it is given', () => {
    const onSortChange = vi.fn();
    // The app owns the order: it passes the rows already sorted, and says how.
    const sortedBy = (rows: Row[], direction: 'ascending' | 'descending') => (
      <DataTable<Row>
        caption="Visitors"
        rows={rows}
        rowKey={(row) => row.id}
        sort={{ columnId: 'count', direction }}
        onSortChange={onSortChange}
        columns={[
          { id: 'name', header: 'Name', cell: (row) => row.name },
          { id: 'count', header: 'Messages', sortable: true, cell: (row) => String(row.count) },
        ]}
      />
    );
    const { rerender } = render(sortedBy(ROWS, 'descending'));
    const count = screen.getByRole('columnheader', { name: /Messages/ });
    expect(count.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Name' }).hasAttribute('aria-sort')).toBe(false);
    expect(bodyColumn(0)).toEqual(ROWS.map((row) => row.name));
    fireEvent.click(within(count).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'count', direction: 'ascending' });
    // Nothing changes until the app passes the new order (and the rows in it).
    expect(count.getAttribute('aria-sort')).toBe('descending');
    rerender(sortedBy([...ROWS].reverse(), 'ascending'));
    expect(count.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyColumn(0)[0]).toBe(ROWS[ROWS.length - 1]!.name);
  });

  it('gives rows their attributes and cells their column classes, and keeps rows while busy', () => {
    const onClick = vi.fn<(id: string) => void>();
    renderTable({
      busy: true,
      rowProps: (row) => ({ className: 'clickable', onClick: () => onClick(row.id), 'data-testid': 'visitor-row' }),
      columns: [{ id: 'name', header: 'Name', sortValue: (row) => row.name, cellClassName: 'wide' }],
    });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    const rows = screen.getAllByTestId('visitor-row');
    expect(rows).toHaveLength(5);
    expect(rows[0]!.className).toBe('clickable');
    expect(within(rows[0]!).getByRole('cell').className).toBe('wide');
    fireEvent.click(within(rows[1]!).getByRole('cell'));
    expect(onClick).toHaveBeenCalledWith('r1');
  });
});
