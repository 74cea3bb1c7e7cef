import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/* A stand-in for an outside provider's HTTP API in tests (not a test file itself). */

/** A request the stub received, as the provider would see it. */
export type StubRequest = {
  readonly method: string;
  /** The path with its query. */
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
};

/**
 * How the stub answers one request: a status and a body (a value sent as JSON, or a text as it
 * is, JSON unless another type is named), or never.
 */
export type StubReply =
  | { readonly status: number; readonly json: unknown }
  | { readonly status: number; readonly text: string; readonly type?: string }
  | { readonly hang: true };

export type ProviderStub = {
  /** The base URL (http://127.0.0.1:port) to give the adapter. */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: StubRequest[];
  /** Queues the answers of the next requests, in order. */
  reply(...replies: StubReply[]): void;
  /** Forgets the requests and the queued answers. */
  reset(): void;
  close(): Promise<void>;
};

/** A request past the queued answers gets this: a test that sends more than it meant fails. */
const UNEXPECTED: StubReply = {
  status: 418,
  text: 'no answer queued for this request',
  type: 'text/plain',
};

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local HTTP server on a free port that records each request and answers from a queue. A
 * `hang` reply holds the request open until the stub closes, as a provider that never answers.
 */
export const startProviderStub = async (): Promise<ProviderStub> => {
  const requests: StubRequest[] = [];
  let replies: StubReply[] = [];
  const server: Server = createServer((request, response) => {
    // Taken on arrival, so a request the client gave up on cannot take a later one's answer.
    const reply = replies.shift() ?? UNEXPECTED;
    void bodyOf(request).then(
      (body) => {
        requests.push({
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body,
        });
        if ('hang' in reply) return;
        const type = 'text' in reply ? (reply.type ?? 'application/json') : 'application/json';
        response.writeHead(reply.status, { 'content-type': type });
        response.end('text' in reply ? reply.text : JSON.stringify(reply.json));
      },
      () => {
        // The client gave up while sending: nothing to answer.
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...next) => {
      replies.push(...next);
    },
    reset: () => {
      requests.length = 0;
      replies = [];
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
