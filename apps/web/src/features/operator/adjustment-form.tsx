import { operatorEndpoints } from '@emas/api/operator';
import { toDecimalString } from '@emas/domain';
import { useId, useState } from 'react';
import { numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { isAwaitingApproval } from './awaiting-approval.ts';
import { HinAmountForm } from './hin-amount-form.tsx';
import { operatorCall } from './operator-session.ts';
import { useOperatorTranslation } from './translation.ts';

const SEN_SCALE = 2;

/**
 * A manual correction of a holder's cash: the amount typed as a positive figure and its
 * direction chosen apart, so a minus sign is never missed or mistyped.
 */
export function AdjustmentForm() {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  const directionId = useId();
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  return (
    <HinAmountForm
      heading={<h2 id="adjustments-heading">{t('adjustments.heading')}</h2>}
      headingId="adjustments-heading"
      intro={t('adjustments.intro')}
      labels={{
        hin: t('deposits.hin'),
        amount: t('deposits.amount'),
        text: t('adjustments.reason'),
        submit: t('adjustments.submit'),
        busy: t('adjustments.busy'),
      }}
      invalidText={t('adjustments.invalid')}
      textMaxLength={200}
      amountValid={(sen) => sen > 0n}
      clearAmount
      extraFields={
        <div className="field">
          <label htmlFor={directionId}>{t('adjustments.direction')}</label>
          <select
            id={directionId}
            className="field-input"
            value={direction}
            onChange={(event) => setDirection(event.target.value === 'take' ? 'take' : 'add')}
          >
            <option value="add">{t('adjustments.add')}</option>
            <option value="take">{t('adjustments.take')}</option>
          </select>
        </div>
      }
      send={async ({ hin, sen, text }) => {
        const signed = direction === 'take' ? -sen : sen;
        const body = { hin, amount_idr: toDecimalString(signed, SEN_SCALE), reason: text };
        const answer = await operatorCall(operatorEndpoints.adjustment, { body });
        if (isAwaitingApproval(answer)) return t('desk.awaiting');
        const { data } = answer;
        return t('adjustments.posted', {
          amount: numberText(data.amount_idr, language),
          name: data.fullname,
          hin: data.hin,
          balance: numberText(data.balance_idr, language),
        });
      }}
    />
  );
}
