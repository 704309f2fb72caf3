/**
 * The product's stock per storage (the central storage and the base storages): quantity, allocated
 * (held for orders) and available (quantity minus allocated, never below 0). The chosen storage,
 * when there is one, comes first and is marked; the others keep the server's order (by label).
 */
import { useTexts } from '../../../core/i18n/index.ts';
import { Table, type Column } from '../../../core/ui/table.tsx';
import type { ProductData } from '../api.ts';
import { NS } from '../ns.ts';

type Balance = ProductData['storageBalances'][number];

export function available(balance: Balance): number {
  return Math.max(0, balance.quantity - balance.allocatedQuantity);
}

/** The balances with the chosen storage's first. */
export function ordered(balances: readonly Balance[], storage: number | null): Balance[] {
  const chosen = balances.filter((b) => b.facility.id === storage);
  return [...chosen, ...balances.filter((b) => b.facility.id !== storage)];
}

export function Stock({ product, storage, titleId }: { product: ProductData; storage: number | null; titleId: string }) {
  const { t, lang } = useTexts(NS);
  const number = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'sv-SE');
  const columns: Column<Balance>[] = [
    {
      key: 'storage',
      header: t('stock.storage'),
      cell: (b) => (
        <span className="storage-cell">
          <span>
            {b.facility.label}
            {b.facility.value ? <span className="muted"> ({b.facility.value})</span> : null}
          </span>
          {b.facility.id === storage ? <span className="badge">{t('stock.chosen')}</span> : null}
        </span>
      ),
    },
    { key: 'quantity', header: t('stock.quantity'), align: 'end', cell: (b) => number.format(b.quantity) },
    { key: 'allocated', header: t('stock.allocated'), align: 'end', cell: (b) => number.format(b.allocatedQuantity) },
    { key: 'available', header: t('stock.available'), align: 'end', cell: (b) => <strong>{number.format(available(b))}</strong> },
  ];
  return (
    <section className="card" part="stock" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('stock.title')}</h2>
      {product.storageBalances.length ? (
        <Table caption={t('stock.caption')} columns={columns} rows={ordered(product.storageBalances, storage)} rowKey={(b) => b.facility.id} part="stock-table" />
      ) : (
        <p className="muted">{t('stock.none')}</p>
      )}
    </section>
  );
}
