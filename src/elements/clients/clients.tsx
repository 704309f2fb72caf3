/**
 * Root component of <fsp-clients> (spec 2 §2 Client search, §5, §7): the search form and the
 * results of the search given as attributes (q, firstName, surname, zipCode, city), `pageSize` of
 * them a page. A submit, and another "Rows per page", is an `fsp-navigate` to
 * `routes.clients(search)`, so the URL keeps the search and its page size and Back returns to it;
 * the search runs from the attributes, never as the user types.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { clientKeys } from '../../areas/clients/clients.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { parseListPageSize } from '../../core/ui/page-size.ts';
import { Results } from './components/results.tsx';
import { SearchForm } from './components/search-form.tsx';
import { useSearchNavigate } from './navigation.ts';
import { NS } from './ns.ts';
import { checkSearch, isBlank, sameSearch, toForm, type SearchForm as Form } from './search.ts';

export type ClientsProps = { q: string | null; firstName: string | null; surname: string | null; zipCode: string | null; city: string | null; pageSize: number | null };

export function Clients(props: ClientsProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const given = toForm(props);
  const pageSize = parseListPageSize(props.pageSize);
  const checked = isBlank(given) ? null : checkSearch(given);
  const navigate = useSearchNavigate();
  const queryClient = useQueryClient();

  const onSearch = (form: Form) => {
    // The same search again (Sök pressed twice): asked of the server again, the URL as it is.
    if (sameSearch(form, given)) void queryClient.invalidateQueries({ queryKey: clientKeys.searches() });
    else navigate({ form, pageSize });
  };

  return (
    <section className="clients" part="container" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      {checked === null ? <p className="intro">{t('intro')}</p> : null}
      <SearchForm given={given} onSearch={onSearch} />
      <Results query={checked?.ok ? checked.query : null} pageSize={pageSize} onPageSize={(size) => navigate({ form: given, pageSize: parseListPageSize(size) })} />
    </section>
  );
}
