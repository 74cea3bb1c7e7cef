/**
 * Proves the tabs pattern: roles and links between tabs and the open panel, one tab stop,
 * arrow keys with wrap-around plus Home and End (focus and selection move together), clicks,
 * a controlled parent, the fallback for a tab this user may not open, the remembered tab, and
 * the open tab kept in view when the list scrolls sideways.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs.tsx';

type Tab = 'orders' | 'transactions' | 'holdings' | 'clients';
const item = (value: Tab, label: string): TabItem<Tab> => ({
  value,
  label,
  panel: <p>{label} panel</p>,
});
const ALL = [
  item('orders', 'ORDERS'),
  item('transactions', 'TRANSACTIONS'),
  item('holdings', 'HOLDINGS'),
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  beforeEach(() => localStorage.clear());

  it('opens the first tab with its panel labelled by it, and makes it the only tab stop', () => {
    render(<Tabs label="Laporan" tabs={ALL} />);
    expect(screen.getByRole('tablist', { name: 'Laporan' })).toBeInTheDocument();
    expect(tab('ORDERS')).toHaveAttribute('aria-selected', 'true');
    expect(tab('ORDERS')).toHaveAttribute('tabindex', '0');
    expect(tab('HOLDINGS')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'ORDERS' });
    expect(panel).toHaveTextContent('ORDERS panel');
    expect(tab('ORDERS')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('HOLDINGS panel')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, wrapping around, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Laporan" tabs={ALL} />);
    await user.tab();
    expect(tab('ORDERS')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('TRANSACTIONS')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'TRANSACTIONS' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(tab('HOLDINGS')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('ORDERS')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('HOLDINGS')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('ORDERS')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'ORDERS' })).toHaveFocus();
  });

  it('follows a controlled value and reports clicks', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Laporan" tabs={ALL} value="holdings" onChange={onChange} />,
    );
    expect(tab('HOLDINGS')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('TRANSACTIONS'));
    expect(onChange).toHaveBeenCalledWith('transactions');
    rerender(<Tabs label="Laporan" tabs={ALL} value="transactions" onChange={onChange} />);
    expect(tab('TRANSACTIONS')).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to the default when the value is a tab this user does not have', () => {
    render(<Tabs label="Laporan" tabs={ALL} value="clients" defaultValue="transactions" />);
    expect(tab('TRANSACTIONS')).toHaveAttribute('aria-selected', 'true');
  });

  it('remembers the chosen tab under its key, and ignores a remembered tab now hidden', async () => {
    const first = render(<Tabs label="Transfer" tabs={ALL} rememberKey="transfer" />);
    await userEvent.click(tab('HOLDINGS'));
    first.unmount();
    const second = render(<Tabs label="Transfer" tabs={ALL} rememberKey="transfer" />);
    expect(tab('HOLDINGS')).toHaveAttribute('aria-selected', 'true');
    second.unmount();
    const fewer = ALL.filter((entry) => entry.value !== 'holdings');
    render(<Tabs label="Transfer" tabs={fewer} rememberKey="transfer" />);
    expect(tab('ORDERS')).toHaveAttribute('aria-selected', 'true');
  });

  it('brings the open tab into a list that scrolls sideways', () => {
    // jsdom lays nothing out: each tab is 100 px wide in a strip showing 150 px.
    const at: Record<string, number> = { ORDERS: 0, TRANSACTIONS: 100, HOLDINGS: 200 };
    let scrolled = 0;
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return at[this.textContent ?? ''] ?? 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(150);
    vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrolled);
    vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation((value: number) => {
      scrolled = value;
    });
    const view = render(<Tabs label="Laporan" tabs={ALL} value="holdings" />);
    expect(scrolled).toBe(150);
    view.rerender(<Tabs label="Laporan" tabs={ALL} value="orders" />);
    expect(scrolled).toBe(0);
    vi.restoreAllMocks();
  });
});
