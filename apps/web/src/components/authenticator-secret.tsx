import { QRCodeSVG } from 'qrcode.react';

type AuthenticatorSecretProps = {
  /** The otpauth:// URL the QR code carries. */
  otpauthUrl: string;
  /** The same secret in base32, for an app that cannot scan. */
  secret: string;
  qrLabel: string;
  secretLabel: string;
  /** The styles of the page it sits in: its QR code, its muted note, its key. */
  classNames: { qr: string; note: string; secret: string };
};

/**
 * A new two-factor secret as an authenticator app takes it: a QR code (an image named for
 * screen readers) and the key as text to type. The staff's console and a client's Settings
 * show it alike.
 */
export function AuthenticatorSecret(props: AuthenticatorSecretProps) {
  const { classNames } = props;
  return (
    <>
      <QRCodeSVG
        className={classNames.qr}
        value={props.otpauthUrl}
        size={192}
        marginSize={2}
        role="img"
        aria-label={props.qrLabel}
      />
      <div>
        <p className={classNames.note}>{props.secretLabel}</p>
        <code className={classNames.secret}>{props.secret}</code>
      </div>
    </>
  );
}
