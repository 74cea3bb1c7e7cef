import { creditEndpoints } from '@emas/api/credit';
import { toDecimalString } from '@emas/domain';
import { useQueryClient } from '@tanstack/react-query';
import { numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { HinAmountForm, isAwaitingApproval, operatorCall } from '../operator/index.ts';
import { useCreditDeskTranslation } from './credit-desk-messages.ts';

const SEN_SCALE = 2;

/** Sets a holder's credit limit by HIN; the exchange refuses one below the credit drawn. */
export function CreditLineForm({ refreshKey }: { refreshKey: readonly unknown[] }) {
  const { t } = useCreditDeskTranslation();
  const [language] = useLanguage();
  const client = useQueryClient();
  return (
    <HinAmountForm
      heading={<h2 id="credit-line-heading">{t('credit.lineHeading')}</h2>}
      headingId="credit-line-heading"
      intro={t('credit.lineIntro')}
      labels={{
        hin: t('deposits.hin'),
        amount: t('credit.limit'),
        text: t('desk.reason'),
        submit: t('credit.lineSubmit'),
        busy: t('desk.busy'),
      }}
      invalidText={t('credit.lineInvalid')}
      textMaxLength={200}
      send={async ({ hin, sen, text }) => {
        const body = { hin, credit_limit: toDecimalString(sen, SEN_SCALE), reason: text };
        const answer = await operatorCall(creditEndpoints.setLine, { body });
        if (isAwaitingApproval(answer)) return t('desk.awaiting');
        const { data } = answer;
        return t('credit.lineSet', {
          name: data.fullname,
          hin: data.hin,
          limit: numberText(data.credit_limit, language),
          available: numberText(data.available_credit, language),
        });
      }}
      onSettled={() => client.invalidateQueries({ queryKey: refreshKey })}
    />
  );
}
