import type { PromoContent } from '@emas/api';
import { contentEndpoints } from '@emas/api/content';
import type { PromoSlot } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field, FormField } from '../../components/form-field.tsx';
import { DeskMessageLine, operatorCall, useDeskAction } from '../operator/index.ts';
import { useContentTranslation } from './translation.ts';

const calls = contentEndpoints;
const PROMO_KEY = ['operator', 'promo'] as const;

/** The Promo & banner desk: the /promo page and the landing banner, each rewritten whole. */
export function PromoDesk() {
  const { t } = useContentTranslation();
  const query = useQuery({
    queryKey: PROMO_KEY,
    queryFn: ({ signal }) => operatorCall(calls.operatorPromo, {}, signal),
  });
  const data = query.data?.data;
  return (
    <section className="operator-card" aria-labelledby="promo-desk-heading">
      <h1 id="promo-desk-heading">{t('promoHeading')}</h1>
      <p className="operator-muted">{t('promoIntro')}</p>
      {data === undefined ? null : (
        <>
          <PromoForm slot="promo" heading={t('promoSlot')} initial={data.promo} />
          <PromoForm slot="banner" heading={t('bannerSlot')} initial={data.banner} />
        </>
      )}
    </section>
  );
}

function PromoForm(props: { slot: PromoSlot; heading: string; initial: PromoContent }) {
  const { slot, heading, initial } = props;
  const { t } = useContentTranslation();
  const { busyId, message, run } = useDeskAction(PROMO_KEY);
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const [link, setLink] = useState(initial.link ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { title, body, link: link.trim() === '' ? null : link.trim() };
    void run(
      slot,
      () => operatorCall(calls.savePromo, { params: { slot }, body: input }),
      t('promoSaved'),
    );
  };
  return (
    <form className="operator-form" onSubmit={submit} aria-labelledby={`promo-${slot}-heading`}>
      <h2 id={`promo-${slot}-heading`}>{heading}</h2>
      <FormField
        label={t('title')}
        value={title}
        required
        onChange={(e) => setTitle(e.target.value)}
      />
      <Field label={t('body')}>
        {(control) => (
          <textarea
            {...control}
            rows={slot === 'promo' ? 6 : 2}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      <FormField label={t('promoLink')} value={link} onChange={(e) => setLink(e.target.value)} />
      <button type="submit" className="button button-primary" disabled={busyId !== null}>
        {t('savePromo')} <span className="visually-hidden">{heading}</span>
      </button>
      <DeskMessageLine message={message} />
    </form>
  );
}
