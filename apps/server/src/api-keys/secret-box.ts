import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keeps API key secrets encrypted at rest. An HMAC is checked with the secret itself, so a hash
 * will not do: each secret is sealed with AES-256-GCM under a key derived from APP_SECRET
 * (HKDF-SHA256, its own label), bound to its key id, so a copied database alone gives no
 * secret and a sealed secret moved to another key's row does not open. Changing APP_SECRET
 * makes every key's secret unreadable: such keys are refused and must be created again.
 */
export type SecretBox = {
  seal(keyId: string, secret: string): string;
  /** The secret, or null when it does not open (another APP_SECRET, a tampered row). */
  open(keyId: string, sealed: string): string | null;
};

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const secretBox = (appSecret: string): SecretBox => {
  const key = Buffer.from(hkdfSync('sha256', appSecret, '', 'emas api key secrets v1', 32));
  return {
    seal: (keyId, secret) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(keyId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open: (keyId, sealed) => {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || payload === undefined) return null;
      const bytes = Buffer.from(payload, 'base64');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
          .setAAD(Buffer.from(keyId))
          .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
        return Buffer.concat([body, decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
};
