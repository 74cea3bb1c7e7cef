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
