import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from './responsive-table';

afterEach(cleanup);

const columns: TableColumn[] = [
  { id: 'domain', header: 'Økisnavn' },
  { id: 'total', header: 'Tilsamans', align: 'right' },
  { id: 'note', header: 'Viðmerking' },
  { id: 'actions', header: 'Atgerðir', actions: true },
];

function Receipts({ stackBelow }: { stackBelow?: '2xl' | '3xl' }) {
  return (
    <ResponsiveTable caption="Kvittanir" columns={columns} stackBelow={stackBelow} testId="the-table">
      <TableRow data-order="o-1" data-testid="row">
        <TableCell column="domain" rowHeader>
          mitt-navn.fo
        </TableCell>
        <TableCell column="total" className="whitespace-nowrap">
          125,00 kr.
        </TableCell>
        <TableCell column="note">{null}</TableCell>
        <TableCell column="actions">
          <button type="button">Tak niður</button>
        </TableCell>
      </TableRow>
    </ResponsiveTable>
  );
}

describe('ResponsiveTable', () => {
  it('is a semantic table: caption, column headers, a row header and cells', () => {
    render(<Receipts />);
    const table = screen.getByRole('table', { name: 'Kvittanir' });
    expect(table.dataset.testid).toBe('the-table');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Økisnavn', 'Tilsamans', 'Viðmerking', 'Atgerðir']);
    for (const header of screen.getAllByRole('columnheader')) expect(header.getAttribute('scope')).toBe('col');
    const rowHeader = screen.getByRole('rowheader');
    expect(rowHeader.tagName).toBe('TH');
    expect(rowHeader.getAttribute('scope')).toBe('row');
    expect(screen.getAllByRole('cell')).toHaveLength(3);
    // Attributes of a row pass through.
    const row = screen.getByTestId('row');
    expect(row.tagName).toBe('TR');
    expect(row.dataset.order).toBe('o-1');
  });

  it("labels every cell with its column's header as real text, shown only when the rows are cards", () => {
    render(<Receipts />);
    const row = screen.getByTestId('row');
    const cells = within(row).getAllByRole('cell');
    const total = cells[0]!;
    const label = within(total).getByText('Tilsamans');
    expect(label.tagName).toBe('SPAN');
    // Not shown beside the header row; shown in a card (below the container's 42rem by default).
    expect(label.className.split(' ')).toEqual(expect.arrayContaining(['hidden', '@max-2xl:block']));
    expect(total.className.split(' ')).toEqual(expect.arrayContaining(['text-right', '@max-2xl:flex', '@max-2xl:text-left']));
    // The value comes after its label, styled by the cell's className.
    expect(label.nextElementSibling?.textContent).toBe('125,00 kr.');
    expect(label.nextElementSibling?.className).toContain('whitespace-nowrap');
    expect(within(screen.getByRole('rowheader')).getByText('Økisnavn').className).toContain('@max-2xl:block');
  });

  it('stacks below the breakpoint it is given', () => {
    render(<Receipts stackBelow="3xl" />);
    const table = screen.getByRole('table');
    expect(table.className).toContain('@max-3xl:block');
    expect(table.className).not.toContain('@max-2xl:block');
    expect(table.querySelector('thead')!.className).toContain('@max-3xl:hidden');
    expect(screen.getByTestId('row').className).toContain('@max-3xl:rounded-lg');
    // The switch follows the table's own container, not the window.
    expect(table.closest('.\\@container')).not.toBeNull();
  });

  it("keeps the actions column's header and label for screen readers only, and hides an empty cell in a card", () => {
    render(<Receipts />);
    const actionsHeader = screen.getAllByRole('columnheader')[3]!;
    expect(actionsHeader.querySelector('.sr-only')?.textContent).toBe('Atgerðir');
    const [, note, actions] = within(screen.getByTestId('row')).getAllByRole('cell');
    expect(within(actions!).getByText('Atgerðir').className.split(' ')).toEqual(expect.arrayContaining(['@max-2xl:sr-only']));
    expect(within(actions!).getByRole('button', { name: 'Tak niður' })).toBeTruthy();
    expect(note!.className).toContain('@max-2xl:hidden');
    expect(actions!.className).not.toContain('@max-2xl:hidden');
  });

  it('refuses a cell of a column the table does not have, and a cell outside a table', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <ResponsiveTable caption="x" columns={columns}>
          <TableRow>
            <TableCell column="nothing">?</TableCell>
          </TableRow>
        </ResponsiveTable>,
      ),
    ).toThrow('The table has no column "nothing"');
    expect(() => render(<TableRow />)).toThrow('TableRow belongs inside a ResponsiveTable');
    vi.restoreAllMocks();
  });
});
