import type { CallInput, OperatorBroker } from '@emas/api';
import { brokerSettingsEndpoints as calls } from '@emas/api/broker-settings';
import { contrastRatio, isHexColour, registerPathsOf, formatDecimal } from '@emas/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import {
  DeskMessageLine,
  type DeskMessage,
  operatorCall,
  operatorErrorText,
} from '../operator/index.ts';
import { useBrokerSettingsTranslation } from './messages.ts';

type Draft = Pick<
  OperatorBroker,
  'label' | 'brand_colour' | 'brand_strong_colour' | 'register_path'
>;
const ELSEWHERE = '';

/** "4,54:1" against white, as the language writes it, while the colour is one. */
const contrastText = (colour: string, locale: 'id' | 'en'): string | null =>
  isHexColour(colour)
    ? `${formatDecimal(BigInt(Math.floor(contrastRatio(colour, '#ffffff') * 100)), 2, locale)}:1`
    : null;

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (colour: string) => void;
}) {
  const { t } = useBrokerSettingsTranslation();
  const [language] = useLanguage();
  const id = useId();
  const contrast = contrastText(value, language);
  return (
    <div className="field broker-colour">
      <label htmlFor={id}>{label}</label>
      <div className="broker-colour-row">
        <input
          id={id}
          type="text"
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-describedby={`${id}-contrast`}
          onChange={(event) => onChange(event.target.value.trim())}
        />
        <span
          className="broker-swatch"
          style={{ background: isHexColour(value) ? value : 'transparent' }}
        />
      </div>
      <p id={`${id}-contrast`} className="operator-muted">
        {contrast === null ? '#rrggbb' : t('contrast', { ratio: contrast })}
      </p>
    </div>
  );
}

/** A broker's white label: name, colours, registration and logo, each change applied at once. */
export function BrandingForm({
  broker,
  onSaved,
}: {
  broker: OperatorBroker;
  onSaved: () => Promise<void>;
}) {
  const { t } = useBrokerSettingsTranslation();
  const [language] = useLanguage();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(broker);
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | null>(null);
  const change = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }));

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      setMessage({ kind: 'done', text: done });
      await onSaved();
    } catch (failure) {
      setMessage({ kind: 'failed', text: operatorErrorText(failure, language) });
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      label: draft.label,
      brand_colour: draft.brand_colour,
      brand_strong_colour: draft.brand_strong_colour,
      register_path: draft.register_path,
    };
    void run(
      () => operatorCall(calls.editBranding, { params: { id: broker.id }, body }),
      t('brandingSaved', { broker: draft.label }),
    );
  };
  const upload = () => {
    if (logo === null) {
      setMessage({ kind: 'failed', text: t('logoMissing') });
      return;
    }
    const form = new FormData();
    form.set('file', logo, logo.name);
    // The upload is multipart: the contract's call has no JSON body, the form goes as it is.
    const input = { params: { id: broker.id }, body: form } as unknown as CallInput<
      typeof calls.uploadLogo
    >;
    void run(() => operatorCall(calls.uploadLogo, input), t('logoSaved', { broker: draft.label }));
  };

  return (
    <section className="operator-card operator-form" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>{t('brandingHeading')}</h2>
      <p className="operator-muted">{t('brandingIntro')}</p>
      <form onSubmit={save} noValidate>
        <FormField
          label={t('label')}
          value={draft.label}
          maxLength={60}
          onChange={(event) => change({ label: event.target.value })}
        />
        <div className="broker-rates-grid">
          <ColourField
            label={t('brandColour')}
            value={draft.brand_colour}
            onChange={(brand_colour) => change({ brand_colour })}
          />
          <ColourField
            label={t('brandStrongColour')}
            value={draft.brand_strong_colour}
            onChange={(brand_strong_colour) => change({ brand_strong_colour })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-register`}>{t('registerPath')}</label>
          <select
            id={`${formId}-register`}
            className="field-input"
            value={draft.register_path ?? ELSEWHERE}
            onChange={(event) =>
              change({
                register_path: event.target.value === ELSEWHERE ? null : event.target.value,
              })
            }
          >
            <option value={ELSEWHERE}>{t('registersElsewhere')}</option>
            {registerPathsOf(broker.id).map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('busy') : t('saveBranding')}
        </button>
      </form>
      <div className="broker-logo">
        {broker.logo_url === null ? null : (
          <img
            src={broker.logo_url}
            alt={t('currentLogo', { broker: broker.label })}
            width="200"
            height="48"
          />
        )}
        <div className="field">
          <label htmlFor={`${formId}-logo`}>{t('logo')}</label>
          <input
            id={`${formId}-logo`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
          />
        </div>
        <button type="button" className="button" disabled={busy} onClick={upload}>
          {t('uploadLogo')}
        </button>
      </div>
      <DeskMessageLine message={message} />
    </section>
  );
}
