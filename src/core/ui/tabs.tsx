/**
 * Tabs (WAI-ARIA Authoring Practices, tabs pattern) whose tabs are navigations: each tab is a link
 * to its route (it opens in a new browser tab with Ctrl/Cmd-click like any link), and choosing one
 * calls `onSelect`, which routes (an `fsp-navigate` event). One tab stop for the whole list
 * (roving tabindex): Left/Right (Up/Down too) move the focus between the tabs, Home/End to the
 * first/last, Enter/Space or a click choose the focused one. Activation is manual, not on focus:
 * choosing a tab loads its data and changes the URL, which arrowing past it should not do.
 * The panel is rendered here too, labelled by the selected tab.
 * A row of tabs wider than its box scrolls sideways, with arrows at its ends (scroll-arrow.tsx).
 * Styles: tabs.css, adopted with the widget (useSheet), not with the shared runtime.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { onPlainClick } from './links.ts';
import { ScrollArrow } from './scroll-arrow-part.ts';
import css from './tabs.css?inline';
import { useSheet } from './sheet.ts';

export type TabItem<K extends string> = {
  id: K;
  label: ReactNode;
  /** The route of the tab, its link's href. */
  href: string;
};

export type TabsProps<K extends string> = {
  /** Name of the tab list for assistive technology ("Folders"). */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  /** The selected tab's content. */
  children: ReactNode;
  /** `part` of the tab list, for hosts to restyle (e.g. `tabs`). */
  part?: string;
  /** `part` of the panel. */
  panelPart?: string;
};

export function Tabs<K extends string>({ label, items, selected, onSelect, children, part, panelPart }: TabsProps<K>) {
  useSheet(css);
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: K) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  // The tabs are the list's links, in order: the one at `index` (wrapping) takes the focus.
  const focusAt = (index: number) => {
    const tabs = list.current?.children;
    if (tabs?.length) (tabs[(index + tabs.length) % tabs.length] as HTMLElement).focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>, index: number, id: K) => {
    // Where a key moves the focus (focusAt wraps, so -1 is the last tab).
    const moves: Partial<Record<string, number>> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: -1 };
    const to = moves[e.key];
    if (to !== undefined) focusAt(to);
    // Space chooses a tab (Enter does already, as the link's click).
    else if (e.key === ' ') {
      if (id !== selected) onSelect(id);
    } else return;
    e.preventDefault();
  };

  return (
    <div className="fsp-tabs">
      <div className="fsp-tabs-row">
        <ScrollArrow way="back" row={list} />
        <div ref={list} className="fsp-tablist" role="tablist" aria-label={label} part={part}>
          {items.map((item, index) => {
            const isSelected = item.id === selected;
            return (
              <a
                key={item.id}
                id={tabId(item.id)}
                role="tab"
                href={item.href}
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId : undefined}
                tabIndex={isSelected ? 0 : -1}
                className="fsp-tab"
                onKeyDown={(e) => onKeyDown(e, index, item.id)}
                onClick={onPlainClick(() => {
                  if (!isSelected) onSelect(item.id);
                })}
              >
                {item.label}
              </a>
            );
          })}
        </div>
        <ScrollArrow way="forward" row={list} />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="fsp-tabpanel" part={panelPart}>
        {children}
      </div>
    </div>
  );
}
