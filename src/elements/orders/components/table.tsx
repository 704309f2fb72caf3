/**
 * The table variant (spec 2 §2 Order list: sortable by order date, order number, receiver or
 * ordered-by, and status): the core Table, each header a sort button with `aria-sort` (core
 * table-sort.tsx). In a client's list the receiver column is left out (it is the client). Below
 * 600 px of the element's width the core Table stacks each row as a card and hides the header
 * row, so a "Sort by" select above the table takes the headers' place there (orders.css).
 */
import type { ReactNode } from 'react';
import type { OrderSummary } from '../../../contract/orders.ts';
import { nextSort, orderDetailPath, parseSort, sortText, type OrderListScope, type OrderSort, type OrderSortKey } from '../../../areas/orders/list.ts';
import { formatDate } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { SelectField } from '../../../core/ui/components.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { ariaSort, SortButton } from '../../../core/ui/table-sort.tsx';
import { useOpenOrder } from '../navigation.ts';
import { NS } from '../ns.ts';
import { StatusLabel } from './cards.tsx';
import { orderedByName, receiverName } from './receiver.ts';
// The `orders:` keys read here (statuses, content types).
import '../../../areas/orders/texts.ts';

export function OrderTable({ orders, scope, sort, onSort }: { orders: readonly OrderSummary[]; scope: OrderListScope; sort: OrderSort; onSort: (sort: OrderSort) => void }) {
  const { t, lang } = useTexts(NS);
  const open = useOpenOrder(scope);
  const keys: OrderSortKey[] = scope.kind === 'client' ? ['orderDate', 'orderNumber', 'orderedBy', 'status'] : ['orderDate', 'orderNumber', 'receiver', 'orderedBy', 'status'];
  const cells: Record<OrderSortKey, (o: OrderSummary) => ReactNode> = {
    orderDate: (o) => <span className="nowrap">{formatDate(o.orderDate, lang)}</span>,
    orderNumber: (o) => (
      <a className="order-link" href={orderDetailPath(scope, o.id)} onClick={(e) => open(e, o.id)} part="order-link">
        {o.orderNumber}
      </a>
    ),
    receiver: (o) => receiverName(o.receiver),
    orderedBy: (o) => orderedByName(o),
    status: (o) => <StatusLabel status={o.status} />,
  };
  const columns: Column<OrderSummary>[] = keys.map((key) => {
    const direction = sort.key === key ? sort.direction : null;
    const header = t(`column.${key}`);
    return {
      key,
      header,
      cell: cells[key],
      sort: ariaSort(direction),
      headerContent: (
        <SortButton direction={direction} onSort={() => onSort(nextSort(sort, key))}>
          {header}
        </SortButton>
      ),
    };
  });
  const options = keys.flatMap((key) => (['asc', 'desc'] as const).map((direction) => ({ value: `${key}:${direction}`, label: `${t(`column.${key}`)}, ${t(`direction.${direction}`)}` })));
  return (
    <>
      <div className="narrow-sort">
        <SelectField
          label={t('sortBy')}
          value={sortText(sort)}
          options={options}
          onValueChange={(value) => {
            const next = parseSort(value);
            if (next) onSort(next);
          }}
        />
      </div>
      <Table caption={t('results')} columns={columns} rows={orders} rowKey={(o) => o.id} part="table" />
    </>
  );
}
