import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pagination.css';

/**
 * Page numbers shown at once. The spec's control shows up to 9; five and the four arrows fit
 * one row on a 390 px phone, and First and Last reach the ends.
 */
export const PAGE_NUMBERS_SHOWN_MAX = 5;

/**
 * The zero-based page numbers to show: at most `shownMax`, with `page` in the middle where the
 * ends allow. pageWindow(0, 20) → [0..4], pageWindow(10, 20) → [8..12], pageWindow(19, 20) → [15..19].
 */
export function pageWindow(
  page: number,
  pageCount: number,
  shownMax: number = PAGE_NUMBERS_SHOWN_MAX,
): number[] {
  const count = Math.max(0, Math.min(shownMax, pageCount));
  const first = Math.max(0, Math.min(page - Math.floor(count / 2), pageCount - count));
  return Array.from({ length: count }, (_, index) => first + index);
}

type PaginationProps = {
  /** Zero-based, as the spec's page-change event. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Page numbers shown at once (the transfer track list shows 3). */
  shownMax?: number;
  /** An ellipsis where pages lie beyond the numbers shown, as the track list has. */
  ellipses?: boolean;
};

function Ellipsis() {
  return (
    <span className="pagination-ellipsis" aria-hidden="true">
      …
    </span>
  );
}

/**
 * First, previous, numbered pages, next and last; hidden when there are no pages. A button
 * that leads nowhere is aria-disabled rather than disabled, so focus stays on it when it
 * reaches the end (a disabled button would drop the keyboard user's focus on the page).
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  shownMax = PAGE_NUMBERS_SHOWN_MAX,
  ellipses = false,
}: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 0) return null;
  const last = pageCount - 1;
  const current = Math.min(Math.max(page, 0), last);
  const shown = pageWindow(current, pageCount, shownMax);
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <PageButton label={t('pagination.first')} off={current === 0} onClick={() => go(0)}>
        «
      </PageButton>
      <PageButton
        label={t('pagination.previous')}
        off={current === 0}
        onClick={() => go(current - 1)}
      >
        ‹
      </PageButton>
      {ellipses && (shown[0] ?? 0) > 0 ? <Ellipsis /> : null}
      {shown.map((number) => (
        <button
          key={number}
          type="button"
          className="pagination-page"
          // The name 'Halaman 3' holds the visible '3', so speech and sight agree.
          aria-label={t('pagination.page', { page: number + 1 })}
          aria-current={number === current ? 'page' : undefined}
          onClick={() => go(number)}
        >
          {number + 1}
        </button>
      ))}
      {ellipses && (shown.at(-1) ?? last) < last ? <Ellipsis /> : null}
      <PageButton
        label={t('pagination.next')}
        off={current === last}
        onClick={() => go(current + 1)}
      >
        ›
      </PageButton>
      <PageButton label={t('pagination.last')} off={current === last} onClick={() => go(last)}>
        »
      </PageButton>
    </nav>
  );
}

type PageButtonProps = { label: string; off: boolean; onClick: () => void; children: ReactNode };

function PageButton({ label, off, onClick, children }: PageButtonProps) {
  return (
    <button
      type="button"
      className="pagination-step"
      aria-label={label}
      aria-disabled={off || undefined}
      onClick={off ? undefined : onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
