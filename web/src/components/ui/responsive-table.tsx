import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

/**
 * The one table of the portal. Where it has room it is a semantic `<table>` (caption, column
 * headers, row headers). Where its container is narrower than its breakpoint (a phone, or a
 * narrow card), each row becomes a card and each cell a line of that card, labelled with its
 * column's header: the label is real text in the cell (hidden while the table has its header
 * row), so a screen reader reads it too.
 *
 * The switch follows the table's own container (a CSS container query), not the window: the
 * same table in a narrow card stacks on a wide screen too. The table takes the width of the
 * block it is put in (a container does not size itself by its content), so it belongs in a block,
 * not in a shrink-to-fit flex item or inline box.
 *
 * ```tsx
 * <ResponsiveTable caption="Kvittanir" columns={[{ id: 'date', header: 'Dato' }, …]} testId="receipts-table">
 *   {orders.map((order) => (
 *     <TableRow key={order.id} data-order={order.id}>
 *       <TableCell column="date">…</TableCell>
 *     </TableRow>
 *   ))}
 * </ResponsiveTable>
 * ```
 */
export interface TableColumn {
  id: string;
  /** The column's header; also each cell's label when the rows are cards. */
  header: string;
  /** Numbers and money: right-aligned in the table (left in a card, after the label). */
  align?: 'left' | 'right';
  /**
   * A column of row actions (buttons): its header is for screen readers only, and in a card
   * its cell is the card's last line, its label read but not shown.
   */
  actions?: boolean;
}

/** Below which width of its container the table stacks into cards. */
export type StackBelow = 'xl' | '2xl' | '3xl';

/**
 * The card-mode classes per breakpoint, written out in full so Tailwind finds them
 * (`@max-2xl:` = while the container is narrower than 42rem).
 */
const stacked = {
  xl: {
    table: '@max-xl:block',
    head: '@max-xl:hidden',
    body: '@max-xl:block @max-xl:space-y-3 @max-xl:divide-y-0 @max-xl:bg-transparent @max-xl:p-3',
    row: '@max-xl:block @max-xl:rounded-lg @max-xl:border @max-xl:border-slate-200 @max-xl:bg-white @max-xl:px-3 @max-xl:py-2',
    cell: '@max-xl:flex @max-xl:px-0 @max-xl:py-1.5 @max-xl:text-left',
    actionsCell: '@max-xl:mt-1 @max-xl:border-t @max-xl:border-slate-100 @max-xl:pt-3',
    empty: '@max-xl:hidden',
    label: 'hidden @max-xl:block',
    actionsLabel: 'hidden @max-xl:block @max-xl:sr-only',
  },
  '2xl': {
    table: '@max-2xl:block',
    head: '@max-2xl:hidden',
    body: '@max-2xl:block @max-2xl:space-y-3 @max-2xl:divide-y-0 @max-2xl:bg-transparent @max-2xl:p-3',
    row: '@max-2xl:block @max-2xl:rounded-lg @max-2xl:border @max-2xl:border-slate-200 @max-2xl:bg-white @max-2xl:px-3 @max-2xl:py-2',
    cell: '@max-2xl:flex @max-2xl:px-0 @max-2xl:py-1.5 @max-2xl:text-left',
    actionsCell: '@max-2xl:mt-1 @max-2xl:border-t @max-2xl:border-slate-100 @max-2xl:pt-3',
    empty: '@max-2xl:hidden',
    label: 'hidden @max-2xl:block',
    actionsLabel: 'hidden @max-2xl:block @max-2xl:sr-only',
  },
  '3xl': {
    table: '@max-3xl:block',
    head: '@max-3xl:hidden',
    body: '@max-3xl:block @max-3xl:space-y-3 @max-3xl:divide-y-0 @max-3xl:bg-transparent @max-3xl:p-3',
    row: '@max-3xl:block @max-3xl:rounded-lg @max-3xl:border @max-3xl:border-slate-200 @max-3xl:bg-white @max-3xl:px-3 @max-3xl:py-2',
    cell: '@max-3xl:flex @max-3xl:px-0 @max-3xl:py-1.5 @max-3xl:text-left',
    actionsCell: '@max-3xl:mt-1 @max-3xl:border-t @max-3xl:border-slate-100 @max-3xl:pt-3',
    empty: '@max-3xl:hidden',
    label: 'hidden @max-3xl:block',
    actionsLabel: 'hidden @max-3xl:block @max-3xl:sr-only',
  },
} as const satisfies Record<StackBelow, Record<string, string>>;

interface TableContext {
  columns: readonly TableColumn[];
  classes: (typeof stacked)[StackBelow];
}

const Context = createContext<TableContext | null>(null);

function useTable(component: string): TableContext {
  const context = useContext(Context);
  if (!context) throw new Error(`${component} belongs inside a ResponsiveTable`);
  return context;
}

const headCell = 'px-3 py-2.5 align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase';
const bodyCell = 'px-3 py-3 align-top text-sm';
/**
 * In a card (where the cell is a flex box; in the table these do nothing): the label above the
 * value in a very narrow card, so a long value gets the whole width, and beside it from 24rem up.
 */
const cardLine = 'flex-col gap-0.5 @sm:flex-row @sm:gap-3';
const labelClass = 'shrink-0 pt-0.5 text-xs font-semibold tracking-wide break-words text-slate-600 uppercase @sm:w-32';

export function ResponsiveTable({
  caption,
  columns,
  children,
  stackBelow = '2xl',
  testId,
}: {
  /** What the table lists, for screen readers (the visible heading is the page's or card's). */
  caption: string;
  columns: readonly TableColumn[];
  /** The rows: `TableRow`s of `TableCell`s. */
  children: ReactNode;
  stackBelow?: StackBelow;
  testId?: string;
}) {
  const classes = stacked[stackBelow];
  return (
    <Context.Provider value={{ columns, classes }}>
      <div className="@container">
        {/* A table that is still too wide scrolls in its own box; the page never does. */}
        <div className="overflow-x-auto">
          <table className={`min-w-full divide-y divide-slate-200 ${classes.table}`} data-testid={testId}>
            <caption className="sr-only">{caption}</caption>
            <thead className={`bg-slate-50 ${classes.head}`}>
              <tr>
                {columns.map((column) => (
                  <th key={column.id} scope="col" className={`${headCell} ${column.align === 'right' ? 'text-right' : 'text-left'}`}>
                    {column.actions ? <span className="sr-only">{column.header}</span> : column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={`divide-y divide-slate-100 bg-white ${classes.body}`}>{children}</tbody>
          </table>
        </div>
      </div>
    </Context.Provider>
  );
}

/** One row (one card when stacked); `data-*` attributes and the like pass through. */
export function TableRow({ className = '', ...props }: ComponentProps<'tr'>) {
  const { classes } = useTable('TableRow');
  return <tr {...props} className={`${classes.row} ${className}`} />;
}

const isEmpty = (children: ReactNode) => children === null || children === undefined || children === false || children === '';

/**
 * One cell, in the column `column` (its `id`). `rowHeader` makes it the row's header
 * (`<th scope="row">`: the name a row is known by). `className` styles the cell's content.
 */
export function TableCell({
  column,
  rowHeader = false,
  className = '',
  children,
  ...props
}: {
  column: string;
  rowHeader?: boolean;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentProps<'td'>, 'className' | 'children'>) {
  const { columns, classes } = useTable('TableCell');
  const definition = columns.find((entry) => entry.id === column);
  if (!definition) throw new Error(`The table has no column "${column}"`);
  const Cell = rowHeader ? 'th' : 'td';
  const align = definition.align === 'right' ? 'text-right' : 'text-left';
  const cellClasses = [
    bodyCell,
    cardLine,
    align,
    rowHeader ? 'font-medium' : '',
    classes.cell,
    definition.actions ? classes.actionsCell : '',
    isEmpty(children) ? classes.empty : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Cell {...props} scope={rowHeader ? 'row' : undefined} className={cellClasses}>
      <span className={definition.actions ? classes.actionsLabel : `${classes.label} ${labelClass}`}>{definition.header}</span>
      <div className={`min-w-0 flex-1 ${className}`}>{children}</div>
    </Cell>
  );
}
