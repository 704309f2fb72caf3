/**
 * The product's linked content by category (spec 2 §2 Product detail, §3 Page content): a tab
 * each for images, documents and videos, showing the newest page content of that category (its
 * title, publish date, text, pictures, documents, videos and hyperlinks) or "no content". The
 * three are fetched together with the product (product.tsx), so switching tabs waits for nothing
 * that was not already asked for. The tab is the element's own state: it is no part of the route.
 *
 * Links from the data open in a new window (`rel="noopener noreferrer"`, announced as such) and
 * only http(s) addresses become links: anything else (a `javascript:` URL) is shown as text.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { ProductImage } from '../../../core/ui/product-image.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { Tabs } from '../../../core/ui/tabs.tsx';
import type { ProductContentCategory } from '../../../areas/products/products.ts';
import { CONTENT_CATEGORIES, type ProductContent, type ProductContentPage } from '../api.ts';
import { NS } from '../ns.ts';

type Link = ProductContent['documents'][number];

/** The address when it is an absolute http(s) URL, else null. */
export function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A link to another site: a new window, no opener, no referrer; said so to screen readers. */
export function ExternalLink({ link }: { link: Link }) {
  const { t } = useTexts(NS);
  const href = safeUrl(link.url);
  const name = link.name.trim() || link.url;
  if (!href) return <span>{name}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="external">
      {name}
      <span className="fsp-visually-hidden"> {t('contents.newWindow')}</span>
    </a>
  );
}

function LinkList({ title, links }: { title: string; links: readonly Link[] }) {
  const id = useId();
  if (!links.length) return null;
  return (
    <div className="links">
      <h4 id={id}>{title}</h4>
      <ul aria-labelledby={id}>
        {links.map((link) => (
          <li key={link.id}>
            <ExternalLink link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PageContent({ content, category }: { content: ProductContent | undefined; category: ProductContentCategory }) {
  const { t, lang } = useTexts(NS);
  if (!content) return <StateMessage kind="empty" title={t('contents.empty')} text={t(`contents.emptyText.${category}`)} />;
  const date = formatDate(content.publishDate, lang);
  return (
    <article className="page-content" data-category={category}>
      <h3>{content.title}</h3>
      {date ? (
        <p className="muted">
          {t('contents.published')} <time dateTime={content.publishDate}>{date}</time>
        </p>
      ) : null}
      {content.text.trim() ? <p className="long-text">{content.text.trim()}</p> : null}
      {content.images.length ? (
        <ul className="content-images">
          {content.images.map((image, i) => (
            <li key={`${i}-${image.url}`}>
              <ProductImage image={image} preset="small" alt={image.name || content.title} />
            </li>
          ))}
        </ul>
      ) : null}
      <LinkList title={t('contents.documents')} links={content.documents} />
      <LinkList title={t('contents.videos')} links={content.videos} />
      <LinkList title={content.hyperlinkTitle.trim() || t('contents.links')} links={content.hyperlinks} />
    </article>
  );
}

export type ContentQueries = Record<ProductContentCategory, UseQueryResult<ProductContentPage>>;

export function Contents({ queries, href, titleId }: { queries: ContentQueries; href: string; titleId: string }) {
  const { t } = useTexts(NS);
  const [selected, setSelected] = useState<ProductContentCategory>('IMAGE');
  const query = queries[selected];
  let body;
  if (query.status === 'pending') body = <Spinner />;
  else if (query.status === 'error') body = <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('contents.loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  else body = <PageContent content={query.data.page[0]} category={selected} />;
  return (
    <section className="contents" part="contents" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('contents.title')}</h2>
      <Tabs label={t('contents.tabs')} items={CONTENT_CATEGORIES.map((c) => ({ id: c, label: t(`contents.${c}`), href }))} selected={selected} onSelect={setSelected} part="contents-tabs" panelPart="contents-panel">
        {body}
      </Tabs>
    </section>
  );
}
