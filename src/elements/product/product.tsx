/**
 * Root component of <fsp-product> (spec 2 §2 Product detail): the product and the newest page
 * content of each category are asked for at once (four calls in parallel, none waiting for
 * another). Then the breadcrumb back to where the user came from, the name, the gallery (with
 * NOT_ORDERABLE_SINGULAR and the pick-up note for a product that cannot be ordered), the price
 * when there is one to show, Similar products, the facts, the makes list, the long text, the
 * stock per storage and the tabs of linked content. A 404 is the not-found state with the way back;
 * any other failure the failure card with its retry.
 *
 * The ordering block (components/ordering.tsx) follows the price: New order without an active
 * order, else quantity, delivery type, assembly or installation and Add.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ApiFailure } from '../../core/http/client.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Breadcrumbs, HiddenTitle, PageLoading, StateMessage, type Crumb } from '../../core/ui/components.tsx';
import { Gallery } from '../../core/ui/gallery.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { CONTENT_CATEGORIES, productContentsQuery, productQuery, type ProductData } from './api.ts';
import { Contents, type ContentQueries } from './components/contents.tsx';
import { ProductFacts, LongText, Makes, Price } from './components/details.tsx';
import { Ordering } from './components/ordering.tsx';
import { referrerOf, type Referrer } from './components/navigation.ts';
import { useGo, useNavigateLink } from '../../core/ui/links.ts';
import { Stock } from './components/stock.tsx';
import { NS } from './ns.ts';
import { productRoutes } from '../../areas/products/products.ts';
import { attributeId } from '../../contract/shared/query-id.ts';

export type ProductProps = { product: number | null; storage: number | null; from: string | null };

export function Product(props: ProductProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const id = attributeId(props.product);
  const storage = attributeId(props.storage);
  const referrer = referrerOf(props.from);
  return (
    <section className="product" part="container" aria-labelledby={titleId}>
      {id ? (
        <ProductPage key={id} id={id} storage={storage} referrer={referrer} titleId={titleId} />
      ) : (
        <>
          <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>
          <StateMessage kind="empty" title={t('noProduct')} text={t('noProductText')} action={<BackLink referrer={referrer} />} />
        </>
      )}
    </section>
  );
}

/** The way back when there is no product to show: to the catalogue the user came from, or the plain one. */
function BackLink({ referrer }: { referrer: Referrer }) {
  const { t } = useTexts(NS);
  const click = useNavigateLink();
  const path = referrer.kind === 'catalogue' ? referrer.path : productRoutes.products();
  return (
    <a className="fsp-button" data-variant="secondary" href={path} onClick={(e) => click(e, path)}>
      {t('toCatalogue')}
    </a>
  );
}

function ProductPage({ id, storage, referrer, titleId }: { id: number; storage: number | null; referrer: Referrer; titleId: string }) {
  const { t } = useTexts(NS);
  const go = useGo();
  const scope = useApiScope();
  const query = useQuery(productQuery(scope, id));
  const contentResults = useQueries({ queries: CONTENT_CATEGORIES.map((category) => productContentsQuery(scope, id, category)) });
  const contents = Object.fromEntries(CONTENT_CATEGORIES.map((c, i) => [c, contentResults[i]])) as ContentQueries;
  const crumbs = (name: string): Crumb[] => [
    { label: t(referrer.kind === 'stock' ? 'stockBalance' : 'products'), href: referrer.path, onNavigate: () => go(referrer.path) },
    { label: name },
  ];
  const hiddenTitle = <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>;

  if (query.status === 'pending') return <PageLoading titleId={titleId} title={t('title')} />;
  if (query.status === 'error') {
    const error = query.error;
    const notFound = error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message';
    return (
      <>
        <Breadcrumbs label={t('breadcrumbs')} items={crumbs(t('title'))} />
        {hiddenTitle}
        {notFound ? (
          <StateMessage kind="empty" title={t('notFound')} text={t('notFoundText')} action={<BackLink referrer={referrer} />} />
        ) : (
          <QueryFailure error={error} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />
        )}
      </>
    );
  }

  const product = query.data;
  return (
    <>
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs(product.name)} />
      <ProductBody product={product} storage={storage} referrer={referrer} titleId={titleId} contents={contents} />
    </>
  );
}

/**
 * Similar products (spec 2 §2): the catalogue filtered by the product's ISO code and article class
 * and, when a storage is chosen, by that storage too (a base storage in `baseStorages`, the central
 * storage in `facilities`, the filter it has in the catalogue's panel), which stays the chosen one.
 */
export function similarPath(product: ProductData, storage: number | null): string {
  const central = storage !== null && product.storageBalances.some((b) => b.facility.id === storage && b.facility.category.value === 1);
  return productRoutes.products({
    isoCodes: [product.isoCode.id],
    itemClasses: [product.itemClass.id],
    ...(storage ? (central ? { facilities: [storage] } : { baseStorages: [storage] }) : {}),
    storage,
  });
}

function ProductBody({ product, storage, referrer, titleId, contents }: { product: ProductData; storage: number | null; referrer: Referrer; titleId: string; contents: ContentQueries }) {
  const { t } = useTexts(NS);
  const click = useNavigateLink();
  const ids = { facts: useId(), makes: useId(), text: useId(), stock: useId(), contents: useId(), similar: useId(), ordering: useId() };
  const similar = similarPath(product, storage);
  return (
    <>
      <header className="head">
        <h1 id={titleId} part="heading">
          {product.name}
        </h1>
      </header>
      <div className="top">
        <div className="pictures">
          <Gallery
            images={product.images}
            alt={product.name}
            notOrderable={!product.isOrderable}
            labels={{
              thumbnails: t('gallery.thumbnails', { name: product.name }),
              previous: t('gallery.previous'),
              next: t('gallery.next'),
              position: (index, count) => t('gallery.position', { index, count }),
            }}
          />
          {product.isOrderable ? null : (
            <p className="not-orderable" part="not-orderable">
              {t('notOrderable')}
            </p>
          )}
        </div>
        <div className="summary">
          <Price product={product} />
          <Ordering product={product} storage={storage} titleId={ids.ordering} />
          <p className="similar">
            <a
              className="fsp-button"
              data-variant="secondary"
              part="similar"
              href={similar}
              aria-describedby={ids.similar}
              onClick={(e) => click(e, similar)}
            >
              {t('similar')}
            </a>
            <span id={ids.similar} className="muted">
              {t('similarHint')}
            </span>
          </p>
          <ProductFacts product={product} titleId={ids.facts} />
        </div>
      </div>
      <div className="more">
        <Makes product={product} titleId={ids.makes} />
        <LongText product={product} titleId={ids.text} />
        <Stock product={product} storage={storage} titleId={ids.stock} />
      </div>
      <Contents queries={contents} href={productRoutes.product(product.id, { storage, from: referrer.path })} titleId={ids.contents} />
    </>
  );
}
