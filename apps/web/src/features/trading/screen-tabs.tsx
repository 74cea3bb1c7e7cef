import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useScreenTranslation } from './use-screen-translation.ts';

export type ScreenPart = 'chart' | 'book' | 'trades' | 'ticket';
export const SCREEN_PARTS: readonly ScreenPart[] = ['chart', 'book', 'trades', 'ticket'];

const TAB_TEXT: Record<ScreenPart, string> = {
  chart: 'screen.tabChart',
  book: 'screen.tabBook',
  trades: 'screen.tabTrades',
  ticket: 'screen.tabTicket',
};

type ScreenTabsProps = {
  part: ScreenPart;
  onPart: (part: ScreenPart) => void;
  panels: Record<ScreenPart, ReactNode>;
};

const STEP_BY_KEY: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * The trading screen on a phone: Chart, Order book, Trades and Ticket as tabs (one tab stop,
 * Left and Right move and open, Home and End jump). Every panel stays mounted, hidden when not
 * chosen, so a ticket half filled in is still there after a look at the chart.
 */
export function ScreenTabs({ part, onPart, panels }: ScreenTabsProps) {
  const { t } = useScreenTranslation();
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = SCREEN_PARTS.indexOf(part);

  const open = (next: number) => {
    const chosen = SCREEN_PARTS[next];
    if (chosen === undefined) return;
    onPart(chosen);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const count = SCREEN_PARTS.length;
    const step = STEP_BY_KEY[event.key];
    const next =
      step !== undefined
        ? (index + step + count) % count
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? count - 1
            : null;
    if (next === null) return;
    event.preventDefault();
    open(next);
  };

  return (
    <div className="screen-tabs">
      <div
        ref={list}
        className="tabs screen-tab-list"
        role="tablist"
        aria-label={t('screen.tabs')}
        onKeyDown={onKeyDown}
      >
        {SCREEN_PARTS.map((each, position) => (
          <button
            key={each}
            id={`${baseId}-tab-${each}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={each === part}
            aria-controls={`${baseId}-panel-${each}`}
            tabIndex={each === part ? 0 : -1}
            onClick={() => open(position)}
          >
            {t(TAB_TEXT[each])}
          </button>
        ))}
      </div>
      {SCREEN_PARTS.map((each) => (
        <div
          key={each}
          id={`${baseId}-panel-${each}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${each}`}
          className="screen-tab-panel"
          hidden={each !== part}
        >
          {panels[each]}
        </div>
      ))}
    </div>
  );
}
