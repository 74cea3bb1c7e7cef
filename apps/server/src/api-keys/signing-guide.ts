/**
 * The API reference's section on signed requests (OpenAPI info.description, Markdown): how a
 * program signs, what each refusal means, with a worked example in TypeScript and in curl.
 */
export const API_KEY_SIGNING_GUIDE = `
## Signed requests with an API key

Clients and liquidity providers create API keys in **Settings › API KEYS** (or
\`POST /v2/user/api_keys\`). A key has the scope \`read\` (balances, holdings, orders) or
\`read\` and \`trade\` (place, amend and cancel orders), and optionally an IP allow-list of
addresses and CIDR blocks. The secret is shown once, at creation. A key never reaches
withdrawals, bank accounts, settings, API keys or any other call: only the operations marked
**apiKey** below take one; every other call answers \`403 ApiKeyScopeNotAllowed\`.

Each request carries three headers:

| Header | Value |
| --- | --- |
| \`X-Emas-Key\` | the key's id (\`ek_…\`) |
| \`X-Emas-Timestamp\` | now, in epoch milliseconds, within 30 seconds of the server's clock |
| \`X-Emas-Signature\` | hex HMAC-SHA256, keyed with the secret, of *method + path with query + timestamp + raw body*, joined with nothing between |

The method is upper case, the path is exactly as sent (with its \`?query\`), the body is the
exact bytes sent (nothing for a GET). Each signature is accepted once: sign every request anew
(a new timestamp makes a new signature). Each key may make \`API_KEY_REQUESTS_PER_MINUTE\`
requests a minute (120 unless configured); beyond it the answer is \`429\` with \`Retry-After\`.

Refusals: \`401 ApiKeyUnknown\`, \`401 ApiKeyRevoked\`, \`401 ApiKeySignatureInvalid\`,
\`401 ApiKeyTimestampStale\`, \`401 ApiKeyReplayed\`, \`403 ApiKeyIpNotAllowed\`,
\`403 ApiKeyScopeNotAllowed\`, \`429 ApiKeyRateLimited\`.

**TypeScript (Node 20 or later)**

\`\`\`ts
import { createHmac } from 'node:crypto';

const KEY = 'ek_0123456789abcdef01234567';
const SECRET = process.env.EMAS_SECRET!; // es_…, shown once at creation

async function signed(method: string, pathWithQuery: string, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', SECRET)
    .update(method + pathWithQuery + timestamp + text)
    .digest('hex');
  const response = await fetch('https://emas.example' + pathWithQuery, {
    method,
    headers: {
      'X-Emas-Key': KEY,
      'X-Emas-Timestamp': timestamp,
      'X-Emas-Signature': signature,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : text, // the very bytes that were signed
  });
  return response.json();
}

await signed('POST', '/v2/igx/balance', { user_id: 'your user id' });
\`\`\`

**curl**

\`\`\`sh
BODY='{"user_id":"your user id"}'
TS=$(($(date +%s%N) / 1000000))
SIG=$(printf '%s' "POST/v2/igx/balance$TS$BODY" | openssl dgst -sha256 -hmac "$EMAS_SECRET" -hex | sed 's/^.* //')
curl https://emas.example/v2/igx/balance -H 'Content-Type: application/json' \\
  -H "X-Emas-Key: $EMAS_KEY" -H "X-Emas-Timestamp: $TS" -H "X-Emas-Signature: $SIG" \\
  --data-raw "$BODY"
\`\`\`
`;
