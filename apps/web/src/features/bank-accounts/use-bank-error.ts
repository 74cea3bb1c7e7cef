import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../components/alert-dialog.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { type BankError, bankErrorOf } from './bank-errors.ts';
import { specTexts } from './messages.ts';
import { clearPendingRequest } from './pending-request.ts';

/**
 * Shows a refused call in a dialog; when the code resets the flow, closing it starts again at
 * Add Bank Account. Answers the error, so a step can also flag a field.
 */
export function useBankErrorDialog(): (error: unknown) => Promise<BankError> {
  const alert = useAlert();
  const navigate = useNavigate();
  const [language] = useLanguage();
  return useCallback(
    async (error: unknown) => {
      const bankError = bankErrorOf(error, language, specTexts.addFailed);
      await alert.show({ type: 'error', title: bankError.text });
      if (bankError.resetsFlow) {
        clearPendingRequest();
        void navigate('/add-bank-account', { replace: true });
      }
      return bankError;
    },
    [alert, language, navigate],
  );
}
