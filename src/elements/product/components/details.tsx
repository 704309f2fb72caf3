/**
 * What the product detail says of the product (spec 2 §2 Product detail, §5 Price display): the
 * price (only with a currency and a price above zero: price / price quantity with the given
 * decimals, the currency upper-cased, per unit), the facts (product number, description, article
 * class, ISO code, supplier, supplier item number, status), the makes list and the long text. All
 * of it is text from the data, never HTML.
 */
import { formatPrice } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import type { ProductData } from '../api.ts';
import { NS } from '../ns.ts';

/** The price per unit ("2 450,00 SEK / st"), or null when the product has none to show. */
export function usePriceText(product: ProductData): string | null {
  const { t, lang } = useTexts(NS);
  const price = formatPrice(product, lang);
  if (price === null) return null;
  const unit = product.unit.trim();
  return unit ? t('perUnit', { price, unit }) : price;
}

export function Price({ product }: { product: ProductData }) {
  const { t } = useTexts(NS);
  const text = usePriceText(product);
  if (text === null) return null;
  return (
    <p className="price" part="price">
      <span className="price-label">{t('price')}</span> <span className="price-value">{text}</span>
    </p>
  );
}

/** A value, or a muted "not given" where the data has none. */
function Value({ text }: { text: string }) {
  const { t } = useTexts(NS);
  return text.trim() ? <>{text}</> : <span className="missing">{t('facts.missing')}</span>;
}

export function ProductFacts({ product, titleId }: { product: ProductData; titleId: string }) {
  const { t } = useTexts(NS);
  const iso = [product.isoCode.value, product.isoCode.label].filter((s) => s.trim()).join(' ');
  const rows: [string, string][] = [
    [t('productNumber'), product.productNumber],
    [t('facts.description'), product.description],
    [t('facts.itemClass'), product.itemClass.label],
    [t('facts.isoCode'), iso],
    [t('facts.supplier'), product.supplier.label],
    [t('facts.supplierItemNumber'), product.mainSupplierItemNumber],
    [t('facts.status'), t(`status.${product.status}`)],
  ];
  return (
    <section className="facts-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="fsp-visually-hidden">
        {t('facts.title')}
      </h2>
      <Facts part="facts">
        {rows.map(([label, value]) => (
          <Fact key={label} label={label}>
            <Value text={value} />
          </Fact>
        ))}
      </Facts>
    </section>
  );
}

/** The makes list (customisation options: label and value); nothing when the product has none. */
export function Makes({ product, titleId }: { product: ProductData; titleId: string }) {
  const { t } = useTexts(NS);
  if (!product.makes.length) return null;
  return (
    <section className="card" part="makes" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('makes')}</h2>
      <Facts>
        {product.makes.map((make) => (
          <Fact key={make.id} label={make.label}>
            <Value text={make.value} />
          </Fact>
        ))}
      </Facts>
    </section>
  );
}

/** The long text, its line breaks kept (CSS `white-space: pre-line`); nothing when empty. */
export function LongText({ product, titleId }: { product: ProductData; titleId: string }) {
  const { t } = useTexts(NS);
  if (!product.text.trim()) return null;
  return (
    <section className="card" part="text" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('text')}</h2>
      <p className="long-text">{product.text.trim()}</p>
    </section>
  );
}
