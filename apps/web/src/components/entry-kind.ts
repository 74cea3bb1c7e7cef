import { type LedgerEntryKind, ledgerEntryKinds } from '@emas/domain';
import { useTranslation } from 'react-i18next';

const isEntryKind = (kind: string): kind is LedgerEntryKind =>
  (ledgerEntryKinds as readonly string[]).includes(kind);

/**
 * The name of a cash movement's kind (a ledger entry kind: order_hold, trade…) in the page's
 * language, for the balance histories; a kind the web does not know is 'Other'.
 */
export function useEntryKindName(): (kind: string) => string {
  const { t } = useTranslation('common');
  return (kind) => (isEntryKind(kind) ? t(`entryKind.${kind}`) : t('entryKind.other'));
}
