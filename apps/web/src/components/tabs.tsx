import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TabItem<T extends string> = { value: T; label: ReactNode; panel: ReactNode };

type TabsProps<T extends string> = {
  /** The tab list's accessible name ('Reports'). */
  label: string;
  /** Only the tabs this user may open; a tab left out cannot be chosen or remembered. */
  tabs: readonly TabItem<T>[];
  /** Controlled: the parent holds the choice (a link that opens another tab). */
  value?: T;
  onChange?: (value: T) => void;
  /** The tab shown first when nothing else decides; the first tab otherwise. */
  defaultValue?: T;
  /** Remembers the choice in this browser under this name, and opens there next time. */
  rememberKey?: string;
};

const storageKey = (key: string) => `emas.tab.${key}`;

// Storage can be unavailable (a locked-down browser); the tabs then simply forget.
const recall = (key: string): string | null => {
  try {
    return localStorage.getItem(storageKey(key));
  } catch {
    return null;
  }
};
const remember = (key: string, value: string): void => {
  try {
    localStorage.setItem(storageKey(key), value);
  } catch {
    // Not remembered; the choice still applies now.
  }
};

const STEP_BY_KEY: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** The tab a key moves to, wrapping around at the ends; null for any other key. */
const indexAfterKey = (key: string, index: number, count: number): number | null => {
  const step = STEP_BY_KEY[key];
  if (step !== undefined) return (index + step + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

/**
 * Tabs as the ARIA practices describe them: one tab stop, Left and Right move and open (with
 * wrap-around), Home and End jump to the ends, and only the open panel is rendered. A value
 * that is not among `tabs` (a client sent to the clients tab) falls back to the default.
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const { label, tabs, value, onChange, defaultValue, rememberKey } = props;
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState(() => (rememberKey ? recall(rememberKey) : null));
  const isTab = (candidate: string | null | undefined): candidate is T =>
    tabs.some((tab) => tab.value === candidate);
  const fallback = isTab(defaultValue) ? defaultValue : tabs[0]?.value;
  const wanted = value ?? own;
  const selected = isTab(wanted) ? wanted : fallback;
  const index = tabs.findIndex((tab) => tab.value === selected);
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => `${baseId}-panel-${tab}`;

  // A tab the page opens itself (after a submit, say) is remembered as a chosen one is.
  useEffect(() => {
    if (rememberKey && value !== undefined) remember(rememberKey, value);
  }, [rememberKey, value]);

  // On a narrow screen the list scrolls sideways: the open tab is always brought into it.
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelectorAll<HTMLElement>('[role="tab"]')[index];
    if (!strip || !tab) return;
    const right = tab.offsetLeft + tab.offsetWidth;
    if (tab.offsetLeft < strip.scrollLeft) strip.scrollLeft = tab.offsetLeft;
    else if (right > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = right - strip.clientWidth;
  }, [index]);

  const choose = (next: T) => {
    setOwn(next);
    if (rememberKey) remember(rememberKey, next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = indexAfterKey(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    choose(tab.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  const open = tabs[index];
  return (
    <div className="tabbed">
      <div
        ref={list}
        className="tabbed-list"
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isOpen = tab.value === selected;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              className="tabbed-tab"
              aria-selected={isOpen}
              aria-controls={isOpen ? panelId(tab.value) : undefined}
              tabIndex={isOpen ? 0 : -1}
              onClick={() => choose(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {open ? (
        <div
          id={panelId(open.value)}
          role="tabpanel"
          className="tabbed-panel"
          aria-labelledby={tabId(open.value)}
          tabIndex={0}
        >
          {open.panel}
        </div>
      ) : null}
    </div>
  );
}
