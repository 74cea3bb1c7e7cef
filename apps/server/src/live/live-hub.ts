import type { LiveClientMessage, LiveMessage } from '@emas/api';
import { WebSocket } from 'ws';
import { type DirectWriter, canWriteDirect, directWriterOf } from './direct-write.ts';
import { textFrame } from './text-frame.ts';

/**
 * The open live sockets and the fan-out to them. A message is serialised and framed once and
 * the same bytes go to every socket, so a broadcast costs one JSON.stringify plus one write of
 * the shared frame per socket (see direct-write.ts; a socket ws still holds frames for goes
 * through ws's `send`). A socket that cannot keep up is dropped rather than allowed to hold
 * memory or slow the others: its client reconnects and refetches.
 */

/** Sockets one server holds; a client past this is refused (close code 1013, try again later). */
export const LIVE_SOCKETS_MAX = 15_000;
/**
 * Signed-out sockets from one client address; past this the address is refused like a full
 * server, so one address cannot take the server's sockets. A signed-in socket does not count:
 * the web app signs in as soon as its socket opens, and an office behind one address has a
 * socket per person.
 */
export const LIVE_ANONYMOUS_SOCKETS_PER_ADDRESS_MAX = 20;
/** Bytes queued for one socket past which it is dropped as too slow or dead. */
export const LIVE_SOCKET_BUFFERED_BYTES_MAX = 1_048_576;
/**
 * Largest message a client may send: an auth message is under 300 bytes, a chat message of
 * 1000 characters at most 4000 bytes of UTF-8 plus its JSON.
 */
export const LIVE_INBOUND_BYTES_MAX = 8_192;
/** Auth messages one socket may send; later ones are ignored, so a socket cannot spam lookups. */
export const LIVE_AUTH_ATTEMPTS_MAX = 5;

export type AccountTopic = 'orders' | 'balance' | 'gold';

/** WebSocket close code (private range) of a socket whose session was revoked or expired. */
export const LIVE_CLOSE_SESSION_ENDED = 4001;

/** What the hub uses of a socket; ws's WebSocket has it all, tests may pass a fake. */
export type LiveSocket = Pick<
  WebSocket,
  'readyState' | 'bufferedAmount' | 'send' | 'terminate' | 'close'
>;

/** The session a socket signed in with. */
export type LiveSession = { readonly accountId: string; readonly sessionId: string };
/** The operator's session a socket signed in with (`operator_auth`), for the chat desk. */
export type LiveOperator = {
  readonly operatorId: string;
  readonly name: string;
  readonly sessionId: string;
};
/** A client message past sign-in (chat); a feature registers its handler on the hub. */
export type LiveClientHandler = (
  socket: LiveSocket,
  message: Exclude<LiveClientMessage, { type: 'auth' | 'operator_auth' }>,
) => Promise<void>;

export type LiveHubLimits = {
  readonly socketsMax: number;
  readonly anonymousSocketsPerAddressMax: number;
};

const LIVE_HUB_LIMITS: LiveHubLimits = {
  socketsMax: LIVE_SOCKETS_MAX,
  anonymousSocketsPerAddressMax: LIVE_ANONYMOUS_SOCKETS_PER_ADDRESS_MAX,
};

export type LiveHubStats = {
  readonly sockets: number;
  readonly signedIn: number;
  /** Sockets dropped since start because their buffer passed the maximum. */
  readonly droppedSlow: number;
};

export type LiveHub = {
  /** Admits a signed-out socket from the address; false when the hub or the address is full. */
  add(socket: LiveSocket, address: string): boolean;
  remove(socket: LiveSocket): void;
  /** Counts an auth attempt of the socket; false once it has used LIVE_AUTH_ATTEMPTS_MAX. */
  allowAuthAttempt(socket: LiveSocket): boolean;
  /** Signs the socket in with the session, or out with null. */
  signIn(socket: LiveSocket, session: LiveSession | null): void;
  /** Closes the sockets signed in with these sessions: they were revoked (logout, reset). */
  closeSessions(sessionIds: readonly string[]): void;
  /** Closes the operators' sockets signed in with these operator sessions (logout, expiry). */
  closeOperatorSessions(sessionIds: readonly string[]): void;
  /** The sessions the sockets signed in with, accounts' and operators', each once. */
  sessionIds(): { readonly accounts: string[]; readonly operators: string[] };
  /** One message to one socket. */
  send(socket: LiveSocket, message: LiveMessage): void;
  /** One message to every socket: market topics are the same for everyone. */
  broadcast(message: LiveMessage): void;
  /** Tells every socket signed in as the account which of its data to refetch. */
  notifyAccount(accountId: string, topics: readonly AccountTopic[]): void;
  stats(): LiveHubStats;
  /** Signs the socket in as an operator, or out with null; an operator hears every chat. */
  signInOperator(socket: LiveSocket, operator: LiveOperator | null): void;
  /** Who the socket signed in as: an account's session, an operator, both null if neither. */
  memberOf(socket: LiveSocket): { session: LiveSession | null; operator: LiveOperator | null };
  /** One message to every socket signed in as the account. */
  sendToAccount(accountId: string, message: LiveMessage): void;
  /** One message to every operator's socket. */
  sendToOperators(message: LiveMessage): void;
  /** Registers the handler of client messages past sign-in; `dispatch` calls each. */
  onClientMessage(handler: LiveClientHandler): void;
  dispatch(
    socket: LiveSocket,
    message: Exclude<LiveClientMessage, { type: 'auth' | 'operator_auth' }>,
  ): Promise<void>;
};

type Member = {
  readonly socket: LiveSocket;
  /** The socket's TCP socket and ws sender, or null to always go through `send`. */
  readonly direct: DirectWriter | null;
  readonly address: string;
  session: LiveSession | null;
  operator: LiveOperator | null;
  authAttempts: number;
};

/** Sockets grouped by a key (account, session), each group dropped when it empties. */
const createIndex = () => {
  const groups = new Map<string, Set<LiveSocket>>();
  return {
    get: (key: string): ReadonlySet<LiveSocket> | undefined => groups.get(key),
    add: (key: string, socket: LiveSocket): void => {
      const group = groups.get(key) ?? new Set<LiveSocket>();
      group.add(socket);
      groups.set(key, group);
    },
    delete: (key: string, socket: LiveSocket): void => {
      const group = groups.get(key);
      group?.delete(socket);
      if (group?.size === 0) groups.delete(key);
    },
    groups: (): Iterable<ReadonlySet<LiveSocket>> => groups.values(),
    keys: (): Iterable<string> => groups.keys(),
  };
};

/** Counts per key (signed-out sockets per address), a key dropped at zero. */
const createCounter = () => {
  const counts = new Map<string, number>();
  return {
    of: (key: string): number => counts.get(key) ?? 0,
    add: (key: string, delta: 1 | -1): void => {
      const count = (counts.get(key) ?? 0) + delta;
      if (count > 0) counts.set(key, count);
      else counts.delete(key);
    },
  };
};

/** A message encoded once: the UTF-8 JSON for `send`, and the whole frame for direct writes. */
type Encoded = { readonly payload: Buffer; readonly frame: Buffer };

const encode = (message: LiveMessage): Encoded => {
  const payload = Buffer.from(JSON.stringify(message), 'utf8');
  return { payload, frame: textFrame(payload) };
};
const TEXT_FRAME = { binary: false } as const;

export const createLiveHub = (limits: LiveHubLimits = LIVE_HUB_LIMITS): LiveHub => {
  const members = new Map<LiveSocket, Member>();
  const byAccount = createIndex();
  const bySession = createIndex();
  const anonymousByAddress = createCounter();
  const operatorSockets = new Set<LiveSocket>();
  const clientHandlers: LiveClientHandler[] = [];
  let droppedSlow = 0;

  const setSession = (member: Member, session: LiveSession | null): void => {
    const { socket } = member;
    if (member.session === null) anonymousByAddress.add(member.address, -1);
    else {
      byAccount.delete(member.session.accountId, socket);
      bySession.delete(member.session.sessionId, socket);
    }
    member.session = session;
    if (session === null) anonymousByAddress.add(member.address, 1);
    else {
      byAccount.add(session.accountId, socket);
      bySession.add(session.sessionId, socket);
    }
  };

  const remove = (socket: LiveSocket): void => {
    const member = members.get(socket);
    if (member === undefined) return;
    if (member.session !== null) setSession(member, null);
    operatorSockets.delete(socket);
    anonymousByAddress.add(member.address, -1);
    members.delete(socket);
  };

  /** Drops a socket whose session ended and closes it (4001), so its client signs in again. */
  const closeEnded = (socket: LiveSocket): void => {
    remove(socket);
    socket.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
  };

  /** Writes the frame, or drops a socket that is closed or too far behind. */
  const deliver = ({ socket, direct }: Member, encoded: Encoded): void => {
    if (socket.readyState !== WebSocket.OPEN) return remove(socket);
    if (socket.bufferedAmount > LIVE_SOCKET_BUFFERED_BYTES_MAX) {
      droppedSlow += 1;
      socket.terminate();
      return remove(socket);
    }
    if (direct !== null && canWriteDirect(direct)) direct.tcp.write(encoded.frame);
    else socket.send(encoded.payload, TEXT_FRAME);
  };

  return {
    add: (socket, address) => {
      if (members.size >= limits.socketsMax) return false;
      if (anonymousByAddress.of(address) >= limits.anonymousSocketsPerAddressMax) return false;
      const direct = directWriterOf(socket);
      members.set(socket, {
        socket,
        direct,
        address,
        session: null,
        operator: null,
        authAttempts: 0,
      });
      anonymousByAddress.add(address, 1);
      return true;
    },
    remove,
    allowAuthAttempt: (socket) => {
      const member = members.get(socket);
      if (member === undefined || member.authAttempts >= LIVE_AUTH_ATTEMPTS_MAX) return false;
      member.authAttempts += 1;
      return true;
    },
    signIn: (socket, session) => {
      const member = members.get(socket);
      if (member !== undefined) setSession(member, session);
    },
    closeSessions: (sessionIds) => {
      for (const sessionId of sessionIds) {
        for (const socket of [...(bySession.get(sessionId) ?? [])]) closeEnded(socket);
      }
    },
    closeOperatorSessions: (sessionIds) => {
      const ended = new Set(sessionIds);
      for (const socket of [...operatorSockets]) {
        const sessionId = members.get(socket)?.operator?.sessionId;
        if (sessionId !== undefined && ended.has(sessionId)) closeEnded(socket);
      }
    },
    sessionIds: () => ({
      accounts: [...bySession.keys()],
      operators: [
        ...new Set(
          [...operatorSockets].flatMap((socket) => members.get(socket)?.operator?.sessionId ?? []),
        ),
      ],
    }),
    send: (socket, message) => {
      const member = members.get(socket);
      if (member !== undefined) deliver(member, encode(message));
    },
    broadcast: (message) => {
      const encoded = encode(message);
      for (const member of members.values()) deliver(member, encoded);
    },
    notifyAccount: (accountId, topics) => {
      const sockets = byAccount.get(accountId);
      if (sockets === undefined) return;
      const encoded = encode({ type: 'account', data: { topics: [...topics] } });
      for (const socket of sockets) {
        const member = members.get(socket);
        if (member !== undefined) deliver(member, encoded);
      }
    },
    stats: () => ({ sockets: members.size, signedIn: countSignedIn(byAccount), droppedSlow }),
    signInOperator: (socket, operator) => {
      const member = members.get(socket);
      if (member === undefined) return;
      member.operator = operator;
      if (operator === null) operatorSockets.delete(socket);
      else operatorSockets.add(socket);
    },
    memberOf: (socket) => {
      const member = members.get(socket);
      return { session: member?.session ?? null, operator: member?.operator ?? null };
    },
    sendToAccount: (accountId, message) => {
      const encoded = encode(message);
      for (const socket of byAccount.get(accountId) ?? []) {
        const member = members.get(socket);
        if (member !== undefined) deliver(member, encoded);
      }
    },
    sendToOperators: (message) => {
      const encoded = encode(message);
      for (const socket of [...operatorSockets]) {
        const member = members.get(socket);
        if (member !== undefined) deliver(member, encoded);
      }
    },
    onClientMessage: (handler) => {
      clientHandlers.push(handler);
    },
    dispatch: async (socket, message) => {
      for (const handler of clientHandlers) await handler(socket, message);
    },
  };
};

const countSignedIn = (byAccount: { groups(): Iterable<ReadonlySet<LiveSocket>> }): number => {
  let count = 0;
  for (const sockets of byAccount.groups()) count += sockets.size;
  return count;
};
