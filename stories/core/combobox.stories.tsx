/**
 * The core Combobox (src/core/ui/combobox.tsx) on its own: ARIA 1.2 combobox with a listbox popup,
 * `aria-activedescendant`, arrows/Enter/Escape/Home/End, filtering as one types, and virtualized
 * options (500 people render a screenful of rows). Also inside a modal dialog, where it is used.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Combobox } from '../../src/core/ui/combobox.tsx';
import { Dialog } from '../../src/core/ui/dialog.tsx';
import { focused, press, Styled, typeInto } from './core-helpers.tsx';

type Person = { id: number; name: string; email: string };

const FIRST = ['Anna', 'Bo', 'Cecilia', 'David', 'Elin', 'Fredrik', 'Greta', 'Hassan', 'Ida', 'Johan', 'Karin', 'Leila', 'Magnus', 'Nora', 'Olof', 'Petra', 'Rasmus', 'Sara', 'Tove', 'Ulf'];
const LAST = ['Andersson', 'Berg', 'Carlsson', 'Dahl', 'Ek', 'Falk', 'Gustafsson', 'Holm', 'Ivarsson', 'Johansson', 'Karlsson', 'Lind', 'Mattsson', 'Nilsson', 'Olsson', 'Persson', 'Rosén', 'Svensson', 'Törnqvist', 'Wikström', 'Åberg', 'Öberg', 'Ängström', 'Lundqvist', 'Sjöberg'];
/** 500 people: every first name with every surname (sorted by surname, as the receivers are). */
const PEOPLE: Person[] = LAST.flatMap((last) => FIRST.map((first) => ({ first, last }))).map(({ first, last }, i) => ({
  id: i + 1,
  name: `${first} ${last}`,
  email: `${first}.${last}@example.org`.toLowerCase(),
}));

const TEXTS = { noMatches: 'Ingen mottagare matchar.', loading: 'Hämtar mottagare…', results: (n: number) => `${n} mottagare matchar` };

function Demo({ initial = null, loading = false }: { initial?: Person | null; loading?: boolean }) {
  const [value, setValue] = useState<Person | null>(initial);
  return (
    <Styled>
      <Combobox<Person>
        label="Mottagare"
        hint="Skriv för att söka på namn eller e-postadress."
        options={PEOPLE}
        value={value}
        onChange={setValue}
        getKey={(p) => p.id}
        getLabel={(p) => p.name}
        getDescription={(p) => p.email}
        texts={TEXTS}
        loading={loading}
        required
      />
      <p data-testid="chosen">{value ? `Vald: ${value.name}` : 'Ingen vald'}</p>
    </Styled>
  );
}

function InDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Styled>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      <Dialog open={open} title="Nytt meddelande" onClose={() => setOpen(false)}>
        <Demo />
      </Dialog>
    </Styled>
  );
}

const meta = {
  title: 'Core/Combobox',
  render: (args) => <Demo {...args} />,
  args: {},
} satisfies Meta<{ initial?: Person | null; loading?: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Mottagare' });
const listbox = (canvasElement: HTMLElement) => within(canvasElement).findByRole('listbox', { name: 'Mottagare' });

/** Closed: the input is a combobox, not expanded, with its hint; no listbox in the page. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await expect(box).toHaveAccessibleDescription('Skriv för att söka på namn eller e-postadress.');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** Down opens the list of 500 on the first option; only a screenful of options is in the DOM. */
export const VirtualizedList: Story = {
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    box.focus();
    await press(box, 'ArrowDown');
    const list = await listbox(canvasElement);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', list.id);
    // a screenful (320 px of 60 px rows) and a few more, never the 500
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeLessThan(20));
    const options = within(list).getAllByRole('option');
    await expect(options.length).toBeGreaterThan(3);
    await expect(options[0]).toHaveAttribute('aria-setsize', '500');
    await expect(options[0]).toHaveAttribute('aria-posinset', '1');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    // End goes to the last of the 500, which is rendered once scrolled to
    await press(box, 'End');
    await waitFor(() => expect(within(list).getByRole('option', { name: /Ulf Sjöberg/ })).toHaveAttribute('aria-selected', 'true'));
    const last = within(list).getByRole('option', { name: /Ulf Sjöberg/ });
    await expect(last).toHaveAttribute('aria-posinset', '500');
    await expect(box).toHaveAttribute('aria-activedescendant', last.id);
    await press(box, 'Home');
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: /Anna Andersson/ }).id));
  },
};

/** Typing filters (every word, name or e-mail); Down/Up move (wrapping); Enter chooses and closes. */
export const TypeAndChoose: Story = {
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await typeInto(box, 'sara berg');
    const list = await listbox(canvasElement);
    // Berg, Åberg, Öberg and Sjöberg all hold "berg"
    await waitFor(() => expect(within(list).getAllByRole('option').map((o) => o.querySelector('.fsp-combobox-label')?.textContent)).toEqual(['Sara Berg', 'Sara Åberg', 'Sara Öberg', 'Sara Sjöberg']));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('4 mottagare matchar');
    // the first match is active at once (automatic selection)
    await expect(within(list).getByRole('option', { name: /Sara Berg/ })).toHaveAttribute('aria-selected', 'true');
    await press(box, 'ArrowUp'); // wraps to the last
    await expect(within(list).getByRole('option', { name: /Sara Sjöberg/ })).toHaveAttribute('aria-selected', 'true');
    await press(box, 'ArrowDown'); // and back to the first
    await expect(within(list).getByRole('option', { name: /Sara Berg/ })).toHaveAttribute('aria-selected', 'true');
    await press(box, 'ArrowDown');
    await expect(within(list).getByRole('option', { name: /Sara Åberg/ })).toHaveAttribute('aria-selected', 'true');
    await press(box, 'End');
    await expect(within(list).getByRole('option', { name: /Sara Sjöberg/ })).toHaveAttribute('aria-selected', 'true');
    await press(box, 'ArrowUp');
    await press(box, 'ArrowDown');
    await expect(within(list).getByRole('option', { name: /Sara Sjöberg/ })).toHaveAttribute('aria-selected', 'true');
    await press(box, 'Enter');
    await expect(box).toHaveValue('Sara Sjöberg');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByTestId('chosen')).toHaveTextContent('Vald: Sara Sjöberg');
    await expect(focused(box)).toBe(box);
  },
};

/** A click on an option chooses it; the focus stays in the input. */
export const ClickToChoose: Story = {
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await typeInto(box, 'leila.holm@');
    const list = await listbox(canvasElement);
    await userEvent.click(await within(list).findByRole('option', { name: /Leila Holm/ }));
    await expect(box).toHaveValue('Leila Holm');
    await expect(within(canvasElement).getByTestId('chosen')).toHaveTextContent('Vald: Leila Holm');
  },
};

/** Nothing matches: a note instead of an empty listbox, and it is announced. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await typeInto(box, 'zzz');
    await expect(await within(canvasElement).findByText('Ingen mottagare matchar.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('0 mottagare matchar');
  },
};

/** Escape closes the list; a second Escape clears the choice. */
export const Escape: Story = {
  args: { initial: PEOPLE[21] ?? null },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toHaveValue('Bo Berg');
    box.focus();
    await press(box, 'ArrowDown');
    const list = await listbox(canvasElement);
    // opened on the chosen one (scrolled to), marked as chosen
    await waitFor(() => expect(within(list).getByRole('option', { name: /Bo Berg/ })).toHaveAttribute('aria-selected', 'true'));
    await expect(within(list).getByRole('option', { name: /Bo Berg/ })).toHaveAttribute('data-chosen');
    await press(box, 'Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('Bo Berg');
    await press(box, 'Escape');
    await expect(box).toHaveValue('');
    await expect(within(canvasElement).getByTestId('chosen')).toHaveTextContent('Ingen vald');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    box.focus();
    await press(box, 'ArrowDown');
    await expect(await within(canvasElement).findByText('Hämtar mottagare…')).toBeVisible();
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** In a modal dialog: the popup shows above the dialog's content, and Escape closes the list, not the dialog. */
export const InModalDialog: Story = {
  render: () => <InDialog />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Öppna' }));
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Nytt meddelande' });
    const box = within(dialog).getByRole('combobox', { name: 'Mottagare' });
    await typeInto(box, 'petra');
    const list = await within(dialog).findByRole('listbox', { name: 'Mottagare' });
    await expect(list).toBeVisible();
    // the popup is not clipped by the dialog: its top option can be clicked
    // the options arrive with the search's answer, a moment after the list opens
    const [first] = await within(list).findAllByRole('option');
    await userEvent.click(first as HTMLElement);
    await expect(box).toHaveValue('Petra Andersson');
    await press(box, 'ArrowDown');
    await within(dialog).findByRole('listbox');
    await press(box, 'Escape');
    await expect(dialog).toHaveAttribute('open');
    await expect(within(dialog).queryByRole('listbox')).toBeNull();
  },
};

/**
 * A searching combobox (`onSearch`), as the order list's receiver filters: the options are a first
 * page of 20 that a (here made-up) server found for the text typed; the search is asked for once
 * the typing pauses, not at every key, and its answer is shown as given.
 */
function Searching() {
  const [value, setValue] = useState<Person | null>(null);
  const [searches, setSearches] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const words = query.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  const options = PEOPLE.filter((p) => words.every((w) => p.name.toLocaleLowerCase('sv').includes(w))).slice(0, 20);
  return (
    <Styled>
      <Combobox<Person>
        label="Mottagare"
        hint="Skriv ett namn för att söka."
        options={options}
        value={value}
        onChange={setValue}
        onSearch={(q) => {
          setQuery(q);
          setSearches((s) => [...s, q]);
        }}
        getKey={(p) => p.id}
        getLabel={(p) => p.name}
        texts={TEXTS}
      />
      <p data-testid="searches">{searches.filter(Boolean).join('|')}</p>
      <p data-testid="chosen">{value ? `Vald: ${value.name}` : 'Ingen vald'}</p>
    </Styled>
  );
}

export const SearchingFirstPage: Story = {
  render: () => <Searching />,
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    box.focus();
    await press(box, 'ArrowDown');
    const list = await listbox(canvasElement);
    const [first] = await within(list).findAllByRole('option');
    await expect(first).toHaveAttribute('aria-setsize', '20');
    // Ulf Sjöberg is the last of the 500, on no first page: while the search waits, nothing of the
    // first page matches and the list says it is fetching, not "no matches".
    await typeInto(box, 'ulf sjö');
    await expect(within(canvasElement).getByText('Hämtar mottagare…')).toBeVisible();
    // The search is asked once, after the pause, and its answer is the list.
    await waitFor(() => expect(within(canvasElement).getByTestId('searches')).toHaveTextContent(/^ulf sjö$/), { timeout: 5000 });
    const found = await within(await listbox(canvasElement)).findByRole('option', { name: /Ulf Sjöberg/ });
    await expect(found).toHaveAttribute('aria-setsize', '1');
    await press(box, 'Enter');
    await expect(box).toHaveValue('Ulf Sjöberg');
    await expect(within(canvasElement).getByTestId('chosen')).toHaveTextContent('Vald: Ulf Sjöberg');
  },
};
