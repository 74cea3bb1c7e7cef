import { useState } from 'react';
import { useAlert, type AlertOptions } from '../../components/alert-dialog.tsx';

/** What the screen shows after the command: an alert (it replaces the loading one), or none. */
type After = AlertOptions | undefined;

export type OrderCommand<T> = {
  /** The 'Are you sure?' alert; anything but its confirm button ends the command unsent. */
  confirm: Omit<AlertOptions, 'type'>;
  /** The loading alert's title while the command is on its way. */
  loadingTitle: string;
  send: () => Promise<T>;
  onSent: (result: T) => After;
  onFailed: (error: unknown) => After;
};

/**
 * An order command (place, edit or kill, spec 001 sections 4, 5 and 8) as every order screen
 * runs it: the confirm alert, then the loading alert while it is sent, then the screen's own
 * answer. `pending` is true while the command is on its way. Without an answer alert, the
 * loading alert closes (if it is still the one on screen).
 */
export function useOrderCommand() {
  const alert = useAlert();
  const [pending, setPending] = useState(false);

  const run = async <T>(command: OrderCommand<T>) => {
    const answer = await alert.show({ type: 'confirm', ...command.confirm });
    if (answer !== 'confirm') return;
    setPending(true);
    let loadingShown = true;
    void alert.show({ type: 'loading', title: command.loadingTitle }).then(() => {
      loadingShown = false;
    });
    const finish = (after: After) => {
      if (after !== undefined) void alert.show(after);
      else if (loadingShown) alert.close();
    };
    try {
      const result = await command.send();
      finish(command.onSent(result));
    } catch (error) {
      finish(command.onFailed(error));
    } finally {
      setPending(false);
    }
  };

  return { pending, run };
}
