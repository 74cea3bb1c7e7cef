/**
 * Proves the alert dialogs of spec 000 section 8: outcomes, default texts Ya / Batal / Tutup,
 * the disclaimer that keeps confirm disabled, Escape (not for loading), a loading alert being
 * replaced, and focus moving into the dialog and back.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../lib/i18n.ts';
import { AlertProvider, useAlert, type AlertApi } from './alert-dialog.tsx';

function setUp() {
  let api: AlertApi | undefined;
  function Grab() {
    api = useAlert();
    return <button type="button">Opener</button>;
  }
  render(
    <AlertProvider>
      <Grab />
    </AlertProvider>,
  );
  if (!api) throw new Error('no alert api');
  const alerts = api;
  const show = (options: Parameters<AlertApi['show']>[0]) => {
    let outcome!: ReturnType<AlertApi['show']>;
    act(() => {
      outcome = alerts.show(options);
    });
    return outcome;
  };
  return { api: alerts, show };
}

describe('alert dialog', () => {
  it('resolves a confirm alert with confirm, using the default Ya and Batal', async () => {
    const { show } = setUp();
    const outcome = show({ type: 'confirm', title: 'Hapus?', message: 'Yakin?' });
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus?' });
    expect(dialog).toHaveAccessibleDescription('Yakin?');
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ya' }));
    await expect(outcome).resolves.toBe('confirm');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves a confirm alert with decline, by button or Escape', async () => {
    const { show } = setUp();
    const byButton = show({ type: 'confirm', title: 'A', declineText: 'cancel' });
    await userEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await expect(byButton).resolves.toBe('decline');
    const byEscape = show({ type: 'confirm', title: 'B' });
    await userEvent.keyboard('{Escape}');
    await expect(byEscape).resolves.toBe('decline');
  });

  it('keeps confirm disabled until the disclaimer is ticked', async () => {
    const { show } = setUp();
    const outcome = show({ type: 'confirm', title: 'Tarik dana', disclaimer: 'Saya setuju' });
    const confirm = screen.getByRole('button', { name: 'Ya' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saya setuju' }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(outcome).resolves.toBe('confirm');
  });

  it.each(['success', 'error', 'warning', 'info'] as const)(
    'closes a %s alert with Tutup',
    async (type) => {
      const { show } = setUp();
      const outcome = show({ type, title: 'Judul' });
      await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
      await expect(outcome).resolves.toBe('close');
    },
  );

  it('shows a loading alert without buttons that Escape does not close, and close() ends it', async () => {
    const { api, show } = setUp();
    const outcome = show({ type: 'loading', title: 'Memproses' });
    const dialog = screen.getByRole('alertdialog', { name: 'Memproses' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryAllByRole('button')).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => api.close());
    await expect(outcome).resolves.toBe('close');
  });

  it('replaces a loading alert with the next alert', async () => {
    const { show } = setUp();
    const loading = show({ type: 'loading', title: 'Memproses' });
    show({ type: 'success', title: 'Berhasil Disimpan' });
    await expect(loading).resolves.toBe('close');
    expect(screen.getByRole('alertdialog', { name: 'Berhasil Disimpan' })).toBeInTheDocument();
  });

  it('queues a second alert behind the first', async () => {
    const { show } = setUp();
    show({ type: 'error', title: 'First' });
    show({ type: 'info', title: 'Second' });
    expect(screen.getByRole('alertdialog', { name: 'First' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
  });

  it('moves focus into the dialog, keeps Tab inside, and returns it to the opener', async () => {
    const { show } = setUp();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    show({ type: 'confirm', title: 'Keluar?' });
    const confirm = screen.getByRole('button', { name: 'Ya' });
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(opener).toHaveFocus();
  });
});
