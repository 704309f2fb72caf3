/**
 * The aid step of the pickup, work and fitting orders (spec 2 §5 Pickup order, Work order, Fitting
 * order steps): the aids the order's client holds with something not allocated (GET
 * /web-orders/{order}/client-holdings: searched, ten a page, so a client of many aids stays quick),
 * and the line's description (its text).
 * - Pickup: any number of aids, each with its quantity (1 to what is not allocated), or a description.
 * - Work: one aid at most (a second one chosen says MAX_ONE_AID and Next is disabled), or a description.
 * - Fitting: a new aid, described; or one the client holds, described too when it has no product number.
 * Next is disabled while the step is not valid (rules.ts aidProblem), with the reason shown.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrderLine } from '../../../areas/orders/orders.ts';
import { failureText } from '../../../core/http/failure.ts';
import { apiQuery, useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Pagination, Spinner, TextField } from '../../../core/ui/components.tsx';
import { QuantityCounter } from '../../../core/ui/quantity-counter.tsx';
import { LoadFailure, StepForm } from '../components/step-form.tsx';
import { TEXT_MAX } from '../components/info-step.tsx';
import type { StepProps } from '../order-wizard.tsx';
import { stepLabel } from '../steps.ts';
import { aidProblem, type AidMode, type ChosenAid } from './rules.ts';
import { MORE_NS, useSaveLine } from './save-line.ts';

const PAGE = 10;

type Chosen = ChosenAid & { name: string; inventoryNumber: string | null; unit: string };

const fromLine = (line: OrderLine | null): Map<number, Chosen> =>
  new Map((line?.pickupList ?? []).map((p) => [p.id, { id: p.id, quantity: p.quantity, maxQuantity: p.maxQuantity, productNumber: p.productNumber, name: p.name, inventoryNumber: p.inventoryNumber, unit: p.unit }]));

export function AidStep(props: StepProps) {
  const { t } = useTexts(MORE_NS);
  const { type, order, line } = props;
  const ids = { text: useId(), count: useId(), hint: useId(), mode: useId() };
  const scope = useApiScope();
  const { save, isPending } = useSaveLine(props);
  const multiple = type === 'pick-ups';
  const [chosen, setChosen] = useState(() => fromLine(line));
  const [text, setText] = useState(line?.text ?? '');
  const [mode, setMode] = useState<AidMode>(line && line.pickupList.length === 0 && line.text ? 'new' : 'existing');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const query = { from: (page - 1) * PAGE, amount: PAGE, ...(search ? { searchValue: search } : {}) };
  const showList = type !== 'fittings' || mode === 'existing';
  const holdings = useQuery({
    ...apiQuery(scope, ['order-client-holdings', order.id, query], 'fsp/v1/web-orders/{order}/client-holdings', { params: { order: order.id }, query }, { notify: false }),
    enabled: showList,
    placeholderData: keepPreviousData,
  });
  const list = [...chosen.values()];
  const problem = aidProblem(type, type === 'fittings' && mode === 'new' ? [] : list, text, mode);
  const blocking = problem === 'MAX_ONE_AID' || problem === 'QUANTITY_NOT_AVAILABLE';

  const toggle = (h: Omit<Chosen, 'quantity'>, on: boolean) =>
    setChosen((m) => {
      const next = new Map(m);
      if (on) next.set(h.id, { ...h, quantity: 1 });
      else next.delete(h.id);
      return next;
    });
  const setQuantity = (id: number, quantity: number) =>
    setChosen((m) => {
      const c = m.get(id);
      return c ? new Map(m).set(id, { ...c, quantity }) : m;
    });

  const submit = async () => {
    if (problem) return;
    setError(null);
    const aids = type === 'fittings' && mode === 'new' ? [] : list;
    try {
      await save({ pickupList: aids.map((c) => ({ id: c.id, quantity: multiple ? c.quantity : 1 })), text: text.trim() || null });
    } catch (e) {
      setError(failureText(e, t, 'order-wizards:errors'));
    }
  };
  const find = () => {
    setSearch(typed.trim());
    setPage(1);
  };

  const name = type === 'pick-ups' ? 'holdings' : 'aid';
  return (
    <StepForm
        title={stepLabel(t, type, name)}
        error={error ?? (blocking && problem ? t(`problems.${problem}`) : null)}
        busy={isPending}
        canGoBack={props.step > 0}
        onBack={props.onBack}
        onSubmit={() => void submit()}
        submitDisabled={problem !== null}
      >
        {type === 'fittings' ? (
          <fieldset className="choices">
            <legend>{t('aidKind')}</legend>
            <label className="choice">
              <input type="radio" name={ids.mode} checked={mode === 'new'} onChange={() => setMode('new')} />
              {t('newAid')}
            </label>
            <label className="choice">
              <input type="radio" name={ids.mode} checked={mode === 'existing'} onChange={() => setMode('existing')} />
              {t('existingAid')}
            </label>
          </fieldset>
        ) : null}
        {showList ? (
          // Inside the step's form (forms do not nest): Enter in the field searches, it does not save the step.
          <div role="search" aria-label={t('searchAids')} className="search-row">
            <TextField
              label={t('searchAids')}
              value={typed}
              onValueChange={setTyped}
              placeholder={t('searchAidsPlaceholder')}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  find();
                }
              }}
            />
            <Button variant="secondary" onClick={find}>
              {t('search')}
            </Button>
          </div>
        ) : null}
        {showList && list.length ? (
          <div className="chosen-aids">
            <h3>{t('chosenAids', { count: list.length })}</h3>
            <ul className="aids">
              {list.map((c) => (
                <li key={c.id} className="aid">
                  <span>
                    <span className="product-name">{c.name}</span> <span className="muted">{[c.productNumber, c.inventoryNumber].filter(Boolean).join(' · ')}</span>
                  </span>
                  {multiple ? (
                    <QuantityCounter label={t('quantityOf', { name: c.name })} value={c.quantity} onChange={(q) => setQuantity(c.id, q)} min={1} max={c.maxQuantity} texts={{ decrease: t('decrease'), increase: t('increase') }} />
                  ) : null}
                  <Button variant="secondary" onClick={() => toggle(c, false)} aria-label={t('removeAid', { name: c.name })}>
                    {t('remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {showList ? (
          holdings.isPending ? (
            <Spinner label={t('loadingAids')} />
          ) : holdings.isError ? <LoadFailure error={holdings.error} prefix="order-wizards:errors" /> : holdings.data.page.length === 0 ? (
            <p role="status">{search ? t('noAidsFound', { text: search }) : t('noAids')}</p>
          ) : (
            <>
              <p role="status" className="muted">
                {t('aidsFound', { count: holdings.data.count })}
              </p>
              <ul className="aids" aria-label={t('clientAids')}>
                {holdings.data.page.map((h) => {
                  const on = chosen.has(h.id);
                  const available = h.maxQuantity;
                  return (
                    <li key={h.id} className="aid">
                      <label className="choice">
                        <input
                          type="checkbox"
                          checked={on}
                          disabled={available < 1}
                          onChange={(e) => toggle({ id: h.id, maxQuantity: available, productNumber: h.productNumber, name: h.name, inventoryNumber: h.inventoryNumber, unit: h.unit }, e.target.checked)}
                        />
                        <span>
                          <span className="product-name">{h.name}</span> <span className="muted">{[h.productNumber || t('noProductNumber'), h.inventoryNumber].filter(Boolean).join(' · ')}</span>
                          <br />
                          <span className="muted">
                            {t('available', { count: available, unit: h.unit })}
                            {h.allocatedQuantity > 0 ? ` · ${t('allocated', { count: h.allocatedQuantity })}` : ''}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
              <Pagination page={page} pages={Math.ceil(holdings.data.count / PAGE)} onPage={setPage} />
            </>
          )
        ) : null}
        <div className="fsp-field">
          <label htmlFor={ids.text}>{t(type === 'work' ? 'workDescription' : 'aidDescription')}</label>
          <textarea id={ids.text} rows={4} maxLength={TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${ids.hint} ${ids.count}`} />
          <p id={ids.count} className="muted count">
            {t('order-wizard:characters', { count: text.length, max: TEXT_MAX })}
          </p>
        </div>
        <p id={ids.hint} className={problem && !blocking ? 'hint' : 'muted'}>
          {problem && !blocking ? t(`problems.${problem}`) : t(`aidHint.${type === 'fittings' ? `fittings-${mode}` : type}`)}
        </p>
    </StepForm>
  );
}
