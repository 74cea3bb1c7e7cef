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

let altcha: Promise<unknown> | undefined;

/**
 * Loads the ALTCHA web component (about 32 KB sent) once, when the user first works in the form
 * that shows it, off the login's first visit; a failed load is tried again at the next need.
 */
const loadAltcha = () =>
  (altcha ??= import('altcha')
    .then(() => import('altcha/i18n/id'))
    .catch((error: unknown) => {
      altcha = undefined;
      throw error;
    }));

/** Whether the widget's script has upgraded the element and mounted it: it can verify. */
const isMounted = (element: AltchaWidgetElement) => typeof element.getState === 'function';

/**
 * Loads the widget and waits until the element can verify. Without the custom element defined
 * (the script failed to define it, or a test stubs it) it gives up at once: verify is then absent.
 */
const widgetReady = async (element: AltchaWidgetElement): Promise<void> => {
  await loadAltcha();
  if (isMounted(element) || !customElements.get('altcha-widget')) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      element.removeEventListener('load', done);
      resolve();
    };
    element.addEventListener('load', done);
    // The widget announces `load` a tick after it mounts: it may have mounted meanwhile.
    if (isMounted(element)) done();
  });
};

/** The widget's logo (its three paths as one), as it draws it at its right. */
const ALTCHA_LOGO =
  'M2.33955 16.4279C5.88954 20.6586 12.1971 21.2105 16.4279 17.6604C18.4699 15.947 19.6548 13.5911 19.9352 11.1365L17.9886 10.4279C17.8738 12.5624 16.909 14.6459 15.1423 16.1284C11.7577 18.9684 6.71167 18.5269 3.87164 15.1423C1.03163 11.7577 1.4731 6.71166 4.8577 3.87164C8.24231 1.03162 13.2883 1.4731 16.1284 4.8577C16.9767 5.86872 17.5322 7.02798 17.804 8.2324L19.9522 9.01429C19.7622 7.07737 19.0059 5.17558 17.6604 3.57212C14.1104 -0.658624 7.80283 -1.21043 3.57212 2.33956C-0.658625 5.88958 -1.21046 12.1971 2.33955 16.4279Z' +
  'M3.57212 2.33956C1.65755 3.94607 0.496389 6.11731 0.12782 8.40523L2.04639 9.13961C2.26047 7.15832 3.21057 5.25375 4.8577 3.87164C8.24231 1.03162 13.2883 1.4731 16.1284 4.8577L13.8302 6.78606L19.9633 9.13364C19.7929 7.15555 19.0335 5.20847 17.6604 3.57212C14.1104 -0.658624 7.80283 -1.21043 3.57212 2.33956Z' +
  'M7 10H5C5 12.7614 7.23858 15 10 15C12.7614 15 15 12.7614 15 10H13C13 11.6569 11.6569 13 10 13C8.3431 13 7 11.6569 7 10Z';

/** The widget's own texts (altcha's i18n), for its look before its script is in. */
const widgetTexts = (language: string) =>
  language === 'id'
    ? { label: 'Saya bukan robot', footer: 'Dilindungi oleh ALTCHA' }
    : { label: "I'm not a robot", footer: 'Protected by ALTCHA' };

/** Resolves when the widget leaves the verifying state (solved, failed or reset). */
const settled = (element: AltchaWidgetElement) =>
  new Promise<void>((resolve) => {
    const change = () => {
      if (element.getState() === 'verifying') return;
      element.removeEventListener('statechange', change);
      resolve();
    };
    element.addEventListener('statechange', change);
  });

/**
 * The self-hosted ALTCHA proof-of-work captcha (the spec's captcha badge). Its script loads
 * when the user first works in the form (focus or pointer down), and it starts solving then,
 * so the payload is usually ready at submit; a submit before that waits for it.
 */
export function CaptchaWidget({ ref, challengeUrl, language, label }: CaptchaWidgetProps) {
  const widget = useRef<AltchaWidgetElement>(null);
  const payload = useRef('');

  useEffect(() => {
    const element = widget.current;
    const form = element?.closest('form');
    if (!element || !form) return;
    // Once the script is in, the widget's own `auto="onfocus"` starts solving on a focus in the
    // form; the first interaction, which brings the script, starts it here.
    let started = false;
    const start = () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('pointerdown', start);
      if (started || isMounted(element)) return;
      started = true;
      void widgetReady(element).then(
        () => {
          if (element.isConnected && element.getState?.() === 'unverified') void element.verify?.();
        },
        () => (started = false),
      );
    };
    form.addEventListener('focusin', start);
    form.addEventListener('pointerdown', start);
    return () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('pointerdown', start);
    };
  }, []);

  useEffect(() => {
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
      // A submit before the first interaction's load is done waits for the widget.
      if (widget.current) await widgetReady(widget.current).catch(() => undefined);
      // A solve under way (started by that interaction) is let finish rather than restarted.
      if (widget.current?.getState?.() === 'verifying') await settled(widget.current);
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
      >
        {/* Until its script is in (first interaction), the widget's unsolved look, same size. */}
        <span className="auth-captcha-placeholder" aria-hidden="true">
          <span className="auth-captcha-placeholder-row">
            <span className="auth-captcha-placeholder-box" />
            {widgetTexts(language).label}
            <svg className="auth-captcha-placeholder-logo" viewBox="0 0 20 20" fill="currentColor">
              <path d={ALTCHA_LOGO} />
            </svg>
          </span>
          <span className="auth-captcha-placeholder-footer">{widgetTexts(language).footer}</span>
        </span>
      </altcha-widget>
    </div>
  );
}
