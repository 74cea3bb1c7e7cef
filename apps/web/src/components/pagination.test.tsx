/**
 * Proves the page control: which page numbers show around the current page, zero-based page
 * changes from every button, the current page marked for screen readers, end buttons that
 * stay focusable but lead nowhere, and nothing at all when there are no pages.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { pageWindow, Pagination } from './pagination.tsx';

describe('pageWindow', () => {
  it.each([
    [0, 20, [0, 1, 2, 3, 4]],
    [1, 20, [0, 1, 2, 3, 4]],
    [10, 20, [8, 9, 10, 11, 12]],
    [18, 20, [15, 16, 17, 18, 19]],
    [19, 20, [15, 16, 17, 18, 19]],
    [0, 3, [0, 1, 2]],
    [2, 3, [0, 1, 2]],
    [0, 1, [0]],
    [0, 0, []],
  ])('page %s of %s shows %j', (page, count, shown) => {
    expect(pageWindow(page, count)).toEqual(shown);
  });
});

function Paged({ pageCount, onPageChange }: { pageCount: number; onPageChange?: () => void }) {
  const [page, setPage] = useState(0);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        onPageChange?.();
        setPage(next);
      }}
    />
  );
}

const current = () =>
  screen.getAllByRole('button').find((button) => button.getAttribute('aria-current') === 'page');

describe('Pagination', () => {
  it('is a named navigation whose page buttons say "Halaman n"', () => {
    render(<Paged pageCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Halaman tabel' });
    expect(nav).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Halaman 1');
    expect(screen.getByRole('button', { name: 'Halaman 3' })).toBeInTheDocument();
  });

  it('moves by next, previous, last, first and by number', async () => {
    const user = userEvent.setup();
    render(<Paged pageCount={12} />);
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(current()).toHaveAccessibleName('Halaman 2');
    await user.click(screen.getByRole('button', { name: 'Halaman terakhir' }));
    expect(current()).toHaveAccessibleName('Halaman 12');
    expect(screen.getByRole('button', { name: 'Halaman 8' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    expect(current()).toHaveAccessibleName('Halaman 11');
    await user.click(screen.getByRole('button', { name: 'Halaman 9' }));
    expect(current()).toHaveAccessibleName('Halaman 9');
    await user.click(screen.getByRole('button', { name: 'Halaman pertama' }));
    expect(current()).toHaveAccessibleName('Halaman 1');
  });

  it('keeps focus on an end button that leads nowhere and does not call back', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Paged pageCount={2} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Halaman berikutnya' });
    await user.click(next);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    await user.click(current()!);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Halaman pertama' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it.each([
    [0, '1 2 3 …'],
    [5, '… 5 6 7 …'],
    [9, '… 8 9 10'],
  ])('shows 3 numbers with ellipses around page %s of 10 (the track list)', (page, text) => {
    const { container } = render(
      <Pagination page={page} pageCount={10} onPageChange={() => {}} shownMax={3} ellipses />,
    );
    const shown = [...container.querySelectorAll('.pagination-page, .pagination-ellipsis')];
    expect(shown.map((item) => item.textContent).join(' ')).toBe(text);
  });

  it('renders nothing when there are no pages', () => {
    render(<Paged pageCount={0} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
