import { type NatsConnection, connect } from '@nats-io/transport-node';
import { type Bus, BusUnavailable, decodeBody, encodeBody } from './bus.ts';

/** Every engine serves commands in one queue group: NATS hands each request to one of them. */
const SERVERS_QUEUE = 'emas-servers';
const RECONNECT_WAIT_MS = 250;

/**
 * The bus over NATS: request and reply for commands, subjects for events. The connection
 * reconnects for ever; while it is down requests fail at once with BusUnavailable (the caller
 * answers Retry) and published events are dropped (a gateway that missed some catches up from
 * the next snapshot or from the database).
 */
export const connectNatsBus = async (url: string, name: string): Promise<Bus> => {
  const connection: NatsConnection = await connect({
    servers: url,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: RECONNECT_WAIT_MS,
    waitOnFirstConnect: true,
  });
  let connected = true;
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') connected = false;
      if (status.type === 'reconnect') connected = true;
    }
  })();
  return {
    request: async (subject, body, timeoutMs) => {
      if (!connected) throw new BusUnavailable(`the bus is down (${subject})`);
      try {
        const reply = await connection.request(subject, encodeBody(body), { timeout: timeoutMs });
        return decodeBody(reply.string());
      } catch (error) {
        throw new BusUnavailable(`no answer on ${subject}`, { cause: error });
      }
    },
    serve: (subject, handler) => {
      const subscription = connection.subscribe(subject, {
        queue: SERVERS_QUEUE,
        callback: (error, message) => {
          if (error !== null) return;
          // A handler that fails answers nothing: the caller's request times out into Retry.
          void handler(decodeBody(message.string())).then(
            (answer) => message.respond(encodeBody(answer)),
            () => {},
          );
        },
      });
      return () => subscription.unsubscribe();
    },
    publish: (subject, body) => {
      if (connected) connection.publish(subject, encodeBody(body));
    },
    subscribe: (subject, handler) => {
      const subscription = connection.subscribe(subject, {
        callback: (error, message) => {
          if (error === null) handler(decodeBody(message.string()));
        },
      });
      return () => subscription.unsubscribe();
    },
    flush: () => connection.flush(),
    up: () => connected,
    close: async () => {
      await connection.drain().catch(() => connection.close());
    },
  };
};
