/**
 * The products of a page, as a grid of cards or as a list (the core table, which turns into cards
 * below 600 px): picture, name, product number, supplier, price and, with a storage chosen, the
 * stock available there (quantity less what is held for orders). The name links to the product
 * when a storage is chosen and the active order is not for another base storage (spec 2 §6); a product that cannot be ordered carries
 * NOT_ORDERABLE_SINGULAR on its picture.
 *
 * A page of 100 products renders in one go and must reach the screen within a frame's budget (the
 * issue's 100 ms with 4x CPU throttling): each card is a memoized component fed with plain values
 * computed once per page (no hooks of its own beside the picture's, no calls), the grid is CSS
 * grid with `content-visibility: auto` (cards below the fold are not laid out), links are handled
 * by one listener on the results (useOpenProduct) rather than one per card.
 */
import { memo, useMemo } from 'react';
import { formatPrice } from '../../../core/format/index.ts';
import type { Language } from '../../../core/i18n/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { productRoutes, type CatalogueView } from '../../../areas/products/products.ts';
import { ProductImage } from '../../../core/ui/product-image.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import type { Product } from '../api.ts';
import { NS } from '../ns.ts';

/** A product as a card or a row shows it: every text ready, nothing left to work out. */
export type ProductView = {
  id: number;
  name: string;
  productNumber: string;
  supplier: string;
  image: Product['images'][number] | null;
  notOrderable: boolean;
  /** Formatted; null: no price shown (spec 2 §5). */
  price: string | null;
  /** The stock available in the chosen storage ("24 st"); null: no storage chosen. */
  stock: string | null;
  /** Nothing available there. */
  outOfStock: boolean;
  /** The detail's path; null: no link (no storage chosen, or the active order is for another base storage). */
  href: string | null;
};

/** What the chosen storage has of a product for orders: its quantity less what is held. */
export function availableIn(product: Product, storage: number): number {
  const balance = product.storageBalances.find((b) => b.facility.id === storage);
  return balance ? balance.quantity - balance.allocatedQuantity : 0;
}

/** Prices formatted once per product answer and language (a page is made again when its storage or path changes). */
const prices = new WeakMap<Product, { lang: Language; price: string | null }>();
function priceOf(product: Product, lang: Language): string | null {
  const known = prices.get(product);
  if (known?.lang === lang) return known.price;
  const price = formatPrice(product, lang);
  prices.set(product, { lang, price });
  return price;
}

/** The page's products as the views show them; `from` is the catalogue's own path (the detail's way back); `links` false: no product links (spec 2 §6). */
export function useProductViews(products: readonly Product[], storage: number | null, from: string, lang: Language, links = true): ProductView[] {
  return useMemo(
    () =>
      products.map((p) => {
        const available = storage === null ? 0 : availableIn(p, storage);
        return {
          id: p.id,
          name: p.name,
          productNumber: p.productNumber,
          supplier: p.supplier.label,
          image: p.images[0] ?? null,
          notOrderable: !p.isOrderable,
          price: priceOf(p, lang),
          stock: storage === null ? null : `${available} ${p.unit}`,
          outOfStock: available <= 0,
          href: storage === null || !links ? null : productRoutes.product(p.id, { storage, from }),
        };
      }),
    [products, storage, from, lang, links],
  );
}

function Name({ product }: { product: ProductView }) {
  return product.href ? (
    <a href={product.href} data-product={product.id} part="product-link">
      {product.name}
    </a>
  ) : (
    <span>{product.name}</span>
  );
}

type CardLabels = { productNumber: string; stock: string };

const Card = memo(function Card({ product, labels }: { product: ProductView; labels: CardLabels }) {
  return (
    <li className="card" part="card">
      <ProductImage image={product.image} preset="small" alt={product.name} notOrderable={product.notOrderable} />
      <div className="card-body">
        <h3 className="name">
          <Name product={product} />
        </h3>
        <p className="number">
          {labels.productNumber} {product.productNumber}
        </p>
        <p className="supplier">{product.supplier}</p>
        {product.price ? <p className="price">{product.price}</p> : null}
        {product.stock !== null ? (
          <p className="stock" data-out={product.outOfStock || undefined}>
            {labels.stock}: {product.stock}
          </p>
        ) : null}
      </div>
    </li>
  );
});

export const ProductGrid = memo(function ProductGrid({ products, label }: { products: ProductView[]; label: string }) {
  const { t } = useTexts(NS);
  const labels = useMemo(() => ({ productNumber: t('productNumber'), stock: t('stockLabel') }), [t]);
  return (
    <ul className="grid" aria-label={label}>
      {products.map((p) => (
        <Card key={p.id} product={p} labels={labels} />
      ))}
    </ul>
  );
});

export const ProductList = memo(function ProductList({ products, label, withStock }: { products: ProductView[]; label: string; withStock: boolean }) {
  const { t } = useTexts(NS);
  const columns = useMemo(() => {
    const all: (Column<ProductView> | null)[] = [
      { key: 'image', header: t('column.image'), cell: (p) => <ProductImage image={p.image} preset="tiny" alt={p.name} notOrderable={p.notOrderable} /> },
      { key: 'name', header: t('column.name'), cell: (p) => <span className="name"><Name product={p} /></span> },
      { key: 'productNumber', header: t('column.productNumber'), cell: (p) => p.productNumber },
      { key: 'supplier', header: t('column.supplier'), cell: (p) => p.supplier },
      { key: 'price', header: t('column.price'), align: 'end', cell: (p) => (p.price ? <span className="nowrap">{p.price}</span> : null) },
      withStock ? { key: 'stock', header: t('column.stock'), align: 'end', cell: (p) => <span className="nowrap stock" data-out={p.outOfStock || undefined}>{p.stock}</span> } : null,
    ];
    return all.filter((c): c is Column<ProductView> => c !== null);
  }, [t, withStock]);
  return (
    <div className="list">
      <Table caption={label} columns={columns} rows={products} rowKey={(p) => p.id} part="results-table" />
    </div>
  );
});

/** The view chosen, over the page's products. */
export function ProductResults({ view, products, label, withStock }: { view: CatalogueView; products: ProductView[]; label: string; withStock: boolean }) {
  return view === 'list' ? <ProductList products={products} label={label} withStock={withStock} /> : <ProductGrid products={products} label={label} />;
}
