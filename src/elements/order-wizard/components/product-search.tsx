/**
 * The product step without a line: the catalogue searched by product number or name (on submit),
 * ten results, one chosen. Only orderable products are listed (the catalogue's default).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { productKeys } from '../../../areas/products/products.ts';
import { formatPrice } from '../../../core/format/index.ts';
import { apiQuery, useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner, TextField } from '../../../core/ui/components.tsx';
import { NS } from '../ns.ts';
import { LoadFailure } from './step-form.tsx';

const RESULTS = 10;

export function ProductSearch({ onChoose }: { onChoose: (product: number) => void }) {
  const { t, lang } = useTexts(NS);
  const scope = useApiScope();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const request = { searchValue: searched ?? '', from: 0, amount: RESULTS };
  const results = useQuery({
    ...apiQuery(scope, productKeys.list(request), 'fsp/v1/products', { query: request }, { notify: false }),
    enabled: searched !== null,
    placeholderData: keepPreviousData,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) setSearched(text.trim());
  };
  return (
    <div className="product-search">
      <form role="search" aria-label={t('searchProduct')} onSubmit={submit} className="search-row">
        <TextField label={t('searchProduct')} value={text} onValueChange={setText} placeholder={t('searchPlaceholder')} />
        <Button type="submit" disabled={!text.trim()}>
          {t('search')}
        </Button>
      </form>
      {searched === null ? null : results.isPending ? (
        <Spinner label={t('core:loading')} />
      ) : results.isError ? <LoadFailure error={results.error} /> : results.data.page.length === 0 ? (
        <p role="status">{t('noProducts', { text: searched })}</p>
      ) : (
        <>
          <p role="status">{t('productsFound', { count: results.data.count, shown: results.data.page.length })}</p>
          <ul className="product-results">
            {results.data.page.map((p) => (
              <li key={p.id}>
                <span>
                  <span className="product-name">{p.name}</span> <span className="muted">{p.productNumber}</span>
                  {formatPrice(p, lang) ? <span className="muted"> · {formatPrice(p, lang)}</span> : null}
                </span>
                <Button variant="secondary" onClick={() => onChoose(p.id)} aria-label={t('chooseProduct', { name: p.name })}>
                  {t('choose')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
