import { operatorEndpoints } from '@emas/api/operator';
import { toDecimalString } from '@emas/domain';
import { useLanguage } from '../../lib/i18n.ts';
import { numberText } from '../../lib/figure-text.ts';
import { AdjustmentForm } from './adjustment-form.tsx';
import { isAwaitingApproval } from './awaiting-approval.ts';
import { HinAmountForm } from './hin-amount-form.tsx';
import { operatorCall } from './operator-session.ts';
import { useOperatorTranslation } from './translation.ts';

const SEN_SCALE = 2;

/** The console's money-in page: deposits credited, and manual corrections of cash. */
export function DepositsPage() {
  return (
    <div className="operator-money-forms">
      <DepositForm />
      <AdjustmentForm />
    </div>
  );
}

/** Credits money that reached an RPED account to the holder's cash, through the exchange. */
function DepositForm() {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  return (
    <HinAmountForm
      heading={<h1 id="deposits-heading">{t('deposits.heading')}</h1>}
      headingId="deposits-heading"
      intro={t('deposits.intro')}
      labels={{
        hin: t('deposits.hin'),
        amount: t('deposits.amount'),
        text: t('deposits.reference'),
        submit: t('deposits.submit'),
        busy: t('deposits.busy'),
      }}
      invalidText={t('deposits.invalid')}
      textMaxLength={80}
      amountValid={(sen) => sen > 0n}
      clearAmount
      send={async ({ hin, sen, text }) => {
        const body = { hin, amount_idr: toDecimalString(sen, SEN_SCALE), reference: text };
        const answer = await operatorCall(operatorEndpoints.deposit, { body });
        if (isAwaitingApproval(answer)) return t('desk.awaiting');
        const { data } = answer;
        return t('deposits.credited', {
          amount: numberText(data.amount_idr, language),
          name: data.fullname,
          hin: data.hin,
          balance: numberText(data.balance_idr, language),
        });
      }}
    />
  );
}
