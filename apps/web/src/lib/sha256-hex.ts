/**
 * SHA-256 of the typed text as lowercase hex, with the browser's Web Crypto. The server
 * never receives a typed password, only this digest (it stores an argon2id hash of it).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
