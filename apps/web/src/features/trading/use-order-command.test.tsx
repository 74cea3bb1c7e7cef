/**
 * Proves the one order command flow (place, edit, kill): nothing is sent unless the confirm
 * alert is confirmed; while it is sent the loading alert shows and `pending` is true; the
 * screen's answer alert replaces the loading one, and without one the loading alert closes.
 */
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { AlertProvider } from '../../components/alert-dialog.tsx';
import { useOrderCommand } from './use-order-command.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AlertProvider>{children}</AlertProvider>
);

const setUp = () => renderHook(() => useOrderCommand(), { wrapper });

const answer = async (title: string, button: 'Ya' | 'Batal') => {
  const confirm = await screen.findByRole('alertdialog', { name: title });
  await userEvent.click(within(confirm).getByRole('button', { name: button }));
};

describe('useOrderCommand', () => {
  it('sends nothing when the question is declined', async () => {
    const { result } = setUp();
    const send = vi.fn(() => Promise.resolve('sent'));
    let done!: Promise<void>;
    act(() => {
      done = result.current.run({
        confirm: { title: 'Kirim?' },
        loadingTitle: 'Memuat',
        send,
        onSent: () => undefined,
        onFailed: () => undefined,
      });
    });
    await answer('Kirim?', 'Batal');
    await act(() => done);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(false);
  });

  it('shows loading while pending, then the answer alert in its place', async () => {
    const { result } = setUp();
    let reply!: (value: string) => void;
    const onSent = vi.fn((value: string) => ({ type: 'success' as const, title: `Ok ${value}` }));
    let done!: Promise<void>;
    act(() => {
      done = result.current.run({
        confirm: { title: 'Kirim?' },
        loadingTitle: 'Memuat',
        send: () => new Promise<string>((resolve) => (reply = resolve)),
        onSent,
        onFailed: () => undefined,
      });
    });
    await answer('Kirim?', 'Ya');
    expect(await screen.findByRole('alertdialog', { name: 'Memuat' })).toBeInTheDocument();
    expect(result.current.pending).toBe(true);
    await act(async () => {
      reply('42');
      await done;
    });
    expect(onSent).toHaveBeenCalledWith('42');
    expect(result.current.pending).toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Ok 42' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Memuat' })).not.toBeInTheDocument();
  });

  it('closes the loading alert when a failure has no answer alert', async () => {
    const { result } = setUp();
    const failure = new Error('refused');
    const onFailed = vi.fn(() => undefined);
    let done!: Promise<void>;
    act(() => {
      done = result.current.run({
        confirm: { title: 'Kirim?' },
        loadingTitle: 'Memuat',
        send: () => Promise.reject(failure),
        onSent: () => undefined,
        onFailed,
      });
    });
    await answer('Kirim?', 'Ya');
    await act(() => done);
    expect(onFailed).toHaveBeenCalledWith(failure);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
