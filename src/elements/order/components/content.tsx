/**
 * The order's lines grouped by content type (spec 2 §2 Order detail: function, product delivery,
 * product pickup, new product, pickup, fitting, work, and base-storage move), read-only. A line
 * shows its content number, what it orders (the product's name, number and picture, the function,
 * the external product and its supplier, the items of a pickup), the quantity and unit, its status
 * (the supplier's external status instead when there is one, spec 2 §4 Content line status), where
 * it goes (or is picked up), how, the ETA, whom to contact, the additional text, the accessories and
 * makes chosen, its files (links that open in a new window) and its comments (Messages (n): a
 * disclosure that loads and lists them, read-only). A completed fitting says so, and no line has an
 * ordering button. A content type of many lines shows its first SHOW_FIRST
 * (lines.ts) and a button for the rest, all of them then in a virtual list.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ComponentType } from 'react';
import { LineFacts } from '../../../areas/orders/line-facts.tsx';
import { groupLines, lineStatusLabel, lineTitle } from '../../../areas/orders/rules.ts';
import { commentsQuery, type OrderData, type OrderLine } from '../../../areas/orders/orders.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { ProductImage } from '../../../core/ui/product-image.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import type { VirtualListProps } from '../../../core/ui/virtual-list.tsx';
import { isCompletedFitting, SHOW_FIRST, shownLines } from '../lines.ts';
import { NS } from '../ns.ts';
import { lazyPart } from '../../../core/element/lazy-part.tsx';

export function Content({ order, headingId }: { order: OrderData; headingId: string }) {
  const { t } = useTexts(NS);
  const groups = groupLines(order.content);
  return (
    <section className="content" part="content" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('content')}</h2>
      {groups.length === 0 ? (
        <StateMessage kind="empty" title={t('noLines')} />
      ) : (
        groups.map((group) => {
          const label = t(`orders:contentType.${group.type}`);
          const groupId = `${headingId}-${group.type}`;
          return (
            <section key={group.type} className="group" part="group" aria-labelledby={groupId}>
              <h3 id={groupId}>
                {label} <span className="muted count">{t('groupCount', { count: group.lines.length })}</span>
              </h3>
              <GroupLines orderId={order.id} lines={group.lines} label={t('linesOf', { type: label })} />
            </section>
          );
        })
      )}
    </section>
  );
}

/**
 * A content type's lines: a plain list in the page's flow. A group of more than SHOW_FIRST lines (a
 * large order) shows the first ones and a button that shows the rest (and the fewer again), so the
 * page opens fast. All of a large group (up to 200 lines) is a virtual list, as the cart's groups
 * are: only the lines in view are rendered, in a scroll box of its own; a list of the same name,
 * every line's place in it told (aria-setsize, aria-posinset).
 */
/** Core's VirtualList, loaded when a large group is first shown whole: most orders never need it. */
const VirtualLines = lazyPart(() => import('../../../core/ui/virtual-list.tsx').then((m) => m.VirtualList as ComponentType<VirtualListProps<OrderLine>>));

function GroupLines({ orderId, lines, label }: { orderId: number; lines: readonly OrderLine[]; label: string }) {
  const { t } = useTexts(NS);
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = shownLines(lines, all);
  const virtual = all && lines.length > SHOW_FIRST;
  return (
    <>
      {virtual ? (
        <div id={listId}>
          <VirtualLines fallback={<Spinner />} items={lines} getKey={(line) => line.id} label={label} estimateSize={160} rowClassName="line-row" renderItem={(line) => <Line orderId={orderId} line={line} />} />
        </div>
      ) : (
        <ul id={listId} className="lines" aria-label={label}>
          {shown.map((line) => (
            <li key={line.id} className="line-row">
              <Line orderId={orderId} line={line} />
            </li>
          ))}
        </ul>
      )}
      {shown.length < lines.length || all ? (
        <Button variant="secondary" className="show-all" part="show-all" aria-expanded={all} aria-controls={listId} onClick={() => setAll((a) => !a)}>
          {all ? t('showFewer') : t('showAll', { count: lines.length })}
        </Button>
      ) : null}
    </>
  );
}

function Line({ orderId, line }: { orderId: number; line: OrderLine }) {
  const { t } = useTexts(NS);
  const title = lineTitle(line);
  const name = title?.name ?? t(`orders:contentType.${line.contentType}`);
  const status = lineStatusLabel(line);
  const completedFitting = isCompletedFitting(line);
  return (
    <article className="line" part="line" aria-label={name}>
      <div className="line-head">
        {line.product ? <ProductImage image={line.product.image} preset="icon" alt={line.product.name} className="line-image" /> : null}
        <div className="line-title">
          <p className="line-name">
            <span className="name">{name}</span>
            {title?.number ? <span className="muted"> {t('productNumber', { number: title.number })}</span> : null}
          </p>
          <p className="line-meta">
            <span className="status">{'key' in status ? t(status.key) : status.text}</span>
            <span className="muted">{t('lineNumber', { number: line.contentNumber })}</span>
            {completedFitting ? <span className="badge">{t('fittingCompleted')}</span> : null}
          </p>
        </div>
      </div>
      <LineFacts line={line} supplier={title?.supplier} />
      {line.commentCount > 0 ? <Comments orderId={orderId} line={line} name={name} /> : null}
    </article>
  );
}

/** Messages (n): a disclosure; opened, the line's comments load and are listed (author, date and time, text as text). */
function Comments({ orderId, line, name }: { orderId: number; line: OrderLine; name: string }) {
  const { t } = useTexts(NS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="comments">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} aria-label={t('messagesOf', { name, count: line.commentCount })} onClick={() => setOpen((o) => !o)}>
        {t('messagesCount', { count: line.commentCount })}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <CommentList orderId={orderId} line={line} name={name} /> : null}
      </div>
    </div>
  );
}

function CommentList({ orderId, line, name }: { orderId: number; line: OrderLine; name: string }) {
  const { t, lang } = useTexts(NS);
  const scope = useApiScope();
  const comments = useQuery(commentsQuery(scope, orderId, line.id));
  if (comments.isPending) return <Spinner />;
  if (comments.error) return <QueryFailure error={comments.error} onRetry={() => void comments.refetch()} title={t('messagesFailed')} notLoggedInText={t('notLoggedInText')} />;
  if (comments.data.page.length === 0) return <p className="muted">{t('noMessages')}</p>;
  return (
    <ul className="plain comment-list" aria-label={t('messagesListOf', { name })}>
      {comments.data.page.map((c) => (
        <li key={c.id} className="comment">
          <p className="comment-head">
            <span className="name">{c.createdBy}</span> <span className="muted">{formatDateTime(c.createdDateTime, lang)}</span>
          </p>
          <p className="pre">{c.comment}</p>
        </li>
      ))}
    </ul>
  );
}
