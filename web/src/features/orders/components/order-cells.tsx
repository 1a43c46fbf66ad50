import { formatMoney } from '#shared/format.ts';
import { TableCell } from '#web/components/ui/responsive-table.tsx';
import { useLocale } from '#web/lib/i18n.ts';

/** `DD.MM.YYYY kl. HH:mm` (formatted): the time may go under the date, never apart from `kl.`. */
export function DayAndTime({ text }: { text: string }) {
  const [day, ...time] = text.split(' ');
  return (
    <>
      <span className="whitespace-nowrap">{day}</span> <span className="whitespace-nowrap">{time.join(' ')}</span>
    </>
  );
}

/** A table cell of money (øre shown as `kr.`), on one line; `strong` for the total. */
export function MoneyCell({ column, amount, strong = false }: { column: string; amount: number; strong?: boolean }) {
  const locale = useLocale();
  return (
    <TableCell column={column} className={`whitespace-nowrap ${strong ? 'text-slate-900' : 'text-slate-700'}`}>
      {formatMoney(amount, locale)}
    </TableCell>
  );
}

/** The row's header cell: the order's names, one per line, broken anywhere a long name must. */
export function DomainNamesCell({ names }: { names: readonly string[] }) {
  return (
    <TableCell column="domains" rowHeader className="text-slate-900">
      <ul>
        {names.map((name) => (
          <li key={name} className="break-words">
            {name}
          </li>
        ))}
      </ul>
    </TableCell>
  );
}
