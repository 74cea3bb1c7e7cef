/// <reference types="altcha/types/react" />
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

/** What the login form asks of the captcha: this attempt's payload, and a fresh start. */
export type CaptchaHandle = {
  /** The solved payload; starts solving if needed; rejects when it cannot be solved. */
  payload: () => Promise<string>;
  /** A payload is single-use: after an attempt the widget solves a new challenge. */
  reset: () => void;
};

type CaptchaWidgetProps = {
  ref: Ref<CaptchaHandle>;
  challengeUrl: string;
  language: string;
  label: string;
};

type PayloadEvent = CustomEvent<{ payload?: string | null }>;

/** Loads the ALTCHA web component only when a captcha is shown, off the login's first bytes. */
const loadAltcha = () => import('altcha').then(() => import('altcha/i18n/id'));

/**
 * The self-hosted ALTCHA proof-of-work captcha (the spec's captcha badge). It starts solving
 * as soon as the user works in the form, so the payload is usually ready at submit.
 */
export function CaptchaWidget({ ref, challengeUrl, language, label }: CaptchaWidgetProps) {
  const widget = useRef<AltchaWidgetElement>(null);
  const payload = useRef('');

  useEffect(() => {
    void loadAltcha();
    const element = widget.current;
    if (!element) return;
    const remember = (event: Event) => {
      payload.current = (event as PayloadEvent).detail?.payload ?? '';
    };
    const forget = () => (payload.current = '');
    element.addEventListener('statechange', remember);
    element.addEventListener('verified', remember);
    element.addEventListener('expired', forget);
    return () => {
      element.removeEventListener('statechange', remember);
      element.removeEventListener('verified', remember);
      element.removeEventListener('expired', forget);
    };
  }, []);

  useImperativeHandle(ref, () => ({
    payload: async () => {
      if (payload.current) return payload.current;
      const result = await widget.current?.verify?.();
      if (!result?.payload) throw new Error('captcha not solved');
      return result.payload;
    },
    reset: () => {
      payload.current = '';
      widget.current?.reset?.();
    },
  }));

  return (
    <div className="auth-captcha" role="group" aria-label={label}>
      <altcha-widget
        ref={widget}
        challenge={challengeUrl}
        auto="onfocus"
        type="checkbox"
        language={language}
        name="clientCaptchaKey"
      />
    </div>
  );
}
