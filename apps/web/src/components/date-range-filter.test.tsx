/**
 * Proves the reports' date filter: ALL gives no dates; DAILY, WEEKLY, MONTHLY and ANNUAL give
 * the period's ISO dates through their pickers, bounded by 2020-01-01 and today (a date typed
 * outside is moved in, the pickers offer nothing beyond); switching type keeps the place in
 * time; the dates chosen are spelled out; arrows switch the type; the texts follow the language.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { ALL_DATES, DateRangeFilter, type DateFilter } from './date-range-filter.tsx';

const TODAY = '2025-06-18'; // a Wednesday

/** The filter and, beside it, what a report would send. */
function Report() {
  const [filter, setFilter] = useState<DateFilter>(ALL_DATES);
  const sent = filter.range
    ? `${filter.period} ${filter.range.dateStart}..${filter.range.dateEnd}`
    : filter.period;
  return (
    <>
      <DateRangeFilter value={filter} onChange={setFilter} today={TODAY} />
      <output aria-label="Sent">{sent}</output>
    </>
  );
}

const sent = () => screen.getByRole('status', { name: 'Sent' }).textContent;
const period = (name: string) => userEvent.click(screen.getByRole('radio', { name }));
const pickDate = (label: string, date: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: date } });
const choose = (label: string, option: string) =>
  userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
const options = (label: string) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('DateRangeFilter', () => {
  it('starts at ALL, with no dates and no picker', () => {
    render(<Report />);
    expect(screen.getByRole('radiogroup', { name: 'Periode' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ALL' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'ALL',
      'DAILY',
      'WEEKLY',
      'MONTHLY',
      'ANNUAL',
    ]);
    expect(sent()).toBe('all');
    expect(screen.getByText('Semua tanggal')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('DAILY picks one day between 2020-01-01 and today, moving a date outside inside', async () => {
    render(<Report />);
    await period('DAILY');
    expect(sent()).toBe(`day ${TODAY}..${TODAY}`);
    const input = screen.getByLabelText('Tanggal');
    expect(input).toHaveAttribute('min', '2020-01-01');
    expect(input).toHaveAttribute('max', TODAY);
    pickDate('Tanggal', '2023-07-04');
    expect(sent()).toBe('day 2023-07-04..2023-07-04');
    expect(screen.getByText('Sel, 4 Jul 2023')).toBeInTheDocument();
    pickDate('Tanggal', '2019-05-05');
    expect(sent()).toBe('day 2020-01-01..2020-01-01');
    pickDate('Tanggal', '');
    expect(sent()).toBe('day 2020-01-01..2020-01-01');
  });

  it('WEEKLY gives Monday to Sunday around any day picked, this week up to today', async () => {
    render(<Report />);
    await period('WEEKLY');
    expect(sent()).toBe(`week 2025-06-16..${TODAY}`);
    expect(screen.getByText('Sen, 16 Jun 2025 sampai Rab, 18 Jun 2025')).toBeInTheDocument();
    pickDate('Minggu (pilih hari mana saja di minggu itu)', '2024-12-31');
    expect(sent()).toBe('week 2024-12-30..2025-01-05');
  });

  it('MONTHLY offers months up to today and keeps the month when the year changes', async () => {
    render(<Report />);
    await period('MONTHLY');
    expect(sent()).toBe(`month 2025-06-01..${TODAY}`);
    expect(options('Bulan')).toEqual(['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni']);
    await choose('Tahun', '2024');
    expect(sent()).toBe('month 2024-06-01..2024-06-30');
    expect(options('Bulan')).toHaveLength(12);
    await choose('Bulan', 'Februari');
    expect(sent()).toBe('month 2024-02-01..2024-02-29');
  });

  it('ANNUAL offers the years from this one back to 2020', async () => {
    render(<Report />);
    await period('ANNUAL');
    expect(sent()).toBe(`year 2025-01-01..${TODAY}`);
    expect(options('Tahun')).toEqual(['2025', '2024', '2023', '2022', '2021', '2020']);
    await choose('Tahun', '2020');
    expect(sent()).toBe('year 2020-01-01..2020-12-31');
  });

  it('keeps the place in time when the type changes, and arrows change the type', async () => {
    render(<Report />);
    await period('DAILY');
    pickDate('Tanggal', '2023-07-04');
    await period('MONTHLY');
    expect(sent()).toBe('month 2023-07-01..2023-07-31');
    await userEvent.keyboard('{ArrowRight}');
    expect(sent()).toBe('year 2023-01-01..2023-12-31');
    await userEvent.keyboard('{Home}');
    expect(sent()).toBe('all');
  });

  it('speaks English when English is chosen, keeping the spec labels', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<Report />);
    await period('MONTHLY');
    expect(screen.getByRole('radiogroup', { name: 'Period' })).toBeInTheDocument();
    expect(options('Month').at(-1)).toBe('June');
    expect(screen.getByText('Sun, 1 Jun 2025 to Wed, 18 Jun 2025')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('id'));
  });
});
