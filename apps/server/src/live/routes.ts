import websocket from '@fastify/websocket';
import { type LiveClientMessage, type LiveMessage, liveClientMessageSchema } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import type { RawData } from 'ws';
import { sessionOfToken } from '../auth/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { operatorOfToken } from '../operator/index.ts';
import type { Database } from '../db/database.ts';
import { LIVE_INBOUND_BYTES_MAX, type LiveHub, type LiveSocket } from './live-hub.ts';

/** What the live channel needs from the app. */
export type LiveRouteDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly liveHub: LiveHub;
  /** The operators' session times, for `operator_auth`. */
  readonly config: Pick<Config, 'sessionIdleMs' | 'sessionAbsoluteMs'>;
};

/** WebSocket close code 1013: the server is full, try again later. */
const CLOSE_TRY_AGAIN_LATER = 1013;

const textOf = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
};

/** A client message, or null for anything that is not one (bad JSON, unknown type, binary). */
const parseClientMessage = (data: RawData, isBinary: boolean) => {
  if (isBinary) return null;
  let json: unknown;
  try {
    json = JSON.parse(textOf(data));
  } catch {
    return null;
  }
  const parsed = liveClientMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
};

const welcome = (signedIn: boolean): LiveMessage => ({ type: 'welcome', data: { signedIn } });

/**
 * GET /v2/ws: the live channel. Anyone may connect and receives the market topics, up to
 * LIVE_ANONYMOUS_SOCKETS_PER_ADDRESS_MAX signed-out sockets per client address; a client that
 * sends `{ type: 'auth', token }` with a live session's token also receives its account's
 * notices, until that session is revoked (the socket is then closed, code 4001). Every
 * (re-)auth is answered with `welcome`. An operator sends `{ type: 'operator_auth', token }` with
 * an operator session's token (answered `operator_welcome`); chat messages go to the handlers
 * features registered on the hub. Anything else a client sends is ignored.
 */
export const liveRoutes: FastifyPluginAsync<LiveRouteDeps> = async (app, deps) => {
  const { liveHub } = deps;
  // No permessage-deflate (ws's default, stated because the fan-out depends on it): the hub
  // builds each message's frame once, uncompressed, and writes the same bytes to every socket.
  // With compression on, ws's `send` would compress every socket's copy on its own, which for
  // thousands of sockets costs far more CPU than it saves on messages of about 2 KB.
  await app.register(websocket, {
    options: { maxPayload: LIVE_INBOUND_BYTES_MAX, perMessageDeflate: false },
  });

  const authenticate = async (socket: LiveSocket, token: string): Promise<void> => {
    if (!liveHub.allowAuthAttempt(socket)) return;
    const session = await sessionOfToken(deps.database.db, token, deps.clock.now());
    liveHub.signIn(socket, session);
    liveHub.send(socket, welcome(session !== null));
  };

  /** An operator's socket hears every chat and may answer (the chat feature's handler). */
  const authenticateOperator = async (socket: LiveSocket, token: string): Promise<void> => {
    if (!liveHub.allowAuthAttempt(socket)) return;
    const times = { idleMs: deps.config.sessionIdleMs, absoluteMs: deps.config.sessionAbsoluteMs };
    const found = await operatorOfToken(deps.database.db, token, times, deps.clock.now());
    const operator = found && {
      operatorId: found.id,
      name: found.name,
      sessionId: found.sessionId,
    };
    liveHub.signInOperator(socket, operator);
    liveHub.send(socket, { type: 'operator_welcome', data: { signedIn: operator !== null } });
  };
  const receive = (socket: LiveSocket, message: LiveClientMessage): Promise<void> => {
    if (message.type === 'auth') return authenticate(socket, message.token);
    if (message.type === 'operator_auth') return authenticateOperator(socket, message.token);
    return liveHub.dispatch(socket, message);
  };

  app.get('/v2/ws', { websocket: true }, (socket, request) => {
    if (!liveHub.add(socket, request.ip)) {
      socket.close(CLOSE_TRY_AGAIN_LATER, 'too many connections');
      return;
    }
    socket.on('close', () => liveHub.remove(socket));
    socket.on('message', (data, isBinary) => {
      const message = parseClientMessage(data, isBinary);
      if (message === null) return;
      receive(socket, message).catch((error: unknown) =>
        request.log.error({ err: error }, 'live client message failed'),
      );
    });
    liveHub.send(socket, welcome(false));
  });
};
