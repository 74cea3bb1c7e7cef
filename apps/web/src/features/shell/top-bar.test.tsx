/**
 * Proves the top bar of spec 000 sections 2 and 4: the exchange name only for the two special
 * phone numbers, the HIN and initials, the running price without invented figures (its
 * figures: running-price.test.tsx), and the profile menu of secondary items: the hub switch
 * (only Jakarta selectable) and the language switch, a radio group remembered in localStorage.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { getSession, saveSession } from '../../lib/session.ts';
import { fakeServer, jakartaHub } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { EXCHANGE_NAME_PHONE_NUMBERS } from './special-accounts.ts';
import { initialsOf } from './account-menu.tsx';
import { TopBar } from './top-bar.tsx';

const hubAnswer = {
  body: {
    status: 200,
    body: [
      jakartaHub,
      {
        id: 'singapore',
        name: 'Singapore',
        selectable: false,
        iata: 'SIN',
        attributes: { iata: 'SIN' },
      },
      { id: 'zurich', name: 'Zurich', selectable: false, iata: 'ZRH', attributes: { iata: 'ZRH' } },
    ],
  },
};

const renderTopBar = (phoneNumber: string) => {
  saveSession(
    authAnswer({
      phone_number: phoneNumber,
      fullname: 'Siti Rahma Putri',
      hin: 'PC00000001',
      level: 'ib',
    }),
  );
  const session = getSession();
  if (!session) throw new Error('no session');
  return renderAt(
    <TopBar
      session={session}
      viewer={{ level: 'ib', brokerId: 'metalgo', environment: 'production' }}
      menuId="menu"
      menuOpen={false}
      onToggleMenu={() => {}}
    />,
  );
};

describe('top bar', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeServer({ 'GET /v2/igx/hub': hubAnswer });
  });
  afterEach(async () => {
    await i18n.changeLanguage('id');
    vi.unstubAllGlobals();
  });

  it.each(EXCHANGE_NAME_PHONE_NUMBERS)(
    'shows the exchange name for the special account %s',
    (phone) => {
      renderTopBar(phone);
      expect(screen.getByText('Bursa Berjangka Komoditi')).toBeInTheDocument();
    },
  );

  it.each(['081200000001', '081200000004', '081200000007'])(
    'does not for the demo account %s',
    (phone) => {
      renderTopBar(phone);
      expect(screen.queryByText('Bursa Berjangka Komoditi')).not.toBeInTheDocument();
    },
  );

  it('shows the HIN, the initials and dashes for a running price not known yet', () => {
    renderTopBar('081200000004');
    expect(within(screen.getByRole('banner')).getAllByText('PC00000001')[0]).toBeVisible();
    const profile = screen.getByRole('button', { name: 'Profil: Siti Rahma Putri' });
    expect(profile).toHaveTextContent('SR');
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    const price = screen.getByRole('group', { name: 'Harga berjalan' });
    expect(within(price).getAllByText('—')).toHaveLength(3);
  });

  it('opens the secondary items from the profile picture and closes them with Esc', async () => {
    renderTopBar('081200000004');
    const profile = screen.getByRole('button', { name: 'Profil: Siti Rahma Putri' });
    expect(screen.queryByRole('combobox', { name: 'Hub' })).not.toBeInTheDocument();
    await userEvent.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Hub' })).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Bahasa' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(profile).toHaveFocus();
  });

  it('offers only Jakarta in the hub switch', async () => {
    renderTopBar('081200000004');
    await userEvent.click(screen.getByRole('button', { name: 'Profil: Siti Rahma Putri' }));
    const hub = screen.getByRole('combobox', { name: 'Hub' });
    expect(
      await within(hub).findByRole('option', { name: 'Zurich (belum tersedia)' }),
    ).toBeDisabled();
    expect(within(hub).getByRole('option', { name: 'Jakarta' })).toBeEnabled();
    expect(hub).toHaveValue('jakarta');
  });

  it('switches the language with the arrow keys and remembers it', async () => {
    renderTopBar('081200000004');
    await userEvent.click(screen.getByRole('button', { name: 'Profil: Siti Rahma Putri' }));
    const indonesian = screen.getByRole('radio', { name: 'ID (Bahasa Indonesia)' });
    expect(indonesian).toBeChecked();
    indonesian.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'EN (English)' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'EN (English)' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Account information' })).toBeInTheDocument();
    expect(localStorage.getItem('emas.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['Siti Rahma Putri', 'SR'],
    ['budi', 'B'],
    ['  ', '?'],
  ])('takes the initials of %j as %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
