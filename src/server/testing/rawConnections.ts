import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Raw TCP connections to a listening server, as a slow or hostile client holds them: what it
 * was sent and when it was closed. Any 127.x.y.z address reaches a server on 127.0.0.1 (Linux),
 * so each "client" can have an address of its own for the server's per-address counts.
 */
export interface HeldSocket {
  socket: Socket;
  /** performance.now() when connected (or when the attempt failed). */
  openedAt: number;
  /** performance.now() when the connection closed, whoever closed it; undefined while open. */
  closedAt: number | undefined;
  /** What the server sent on it so far (the first few hundred bytes). */
  answer: string;
}

export const isOpen = (held: HeldSocket) => held.closedAt === undefined;

/** The status line the server answered on the socket, or 'no answer'. */
export const answerOf = (held: HeldSocket) => held.answer.split('\r\n', 1)[0] || 'no answer';

/** Connects to 127.0.0.1:`port` from `localAddress`; resolves once connected or refused. */
export function openSocket(port: number, localAddress: string): Promise<HeldSocket> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    const held: HeldSocket = {
      socket,
      openedAt: performance.now(),
      closedAt: undefined,
      answer: '',
    };
    socket.on('data', (chunk: Buffer) => {
      if (held.answer.length < 1000) held.answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      held.closedAt = performance.now();
      resolve(held);
    });
    socket.once('connect', () => {
      held.openedAt = performance.now();
      resolve(held);
    });
  });
}

/** Resolves once every socket has closed, or at `deadline` (performance.now()), whichever first. */
export async function closedBy(sockets: HeldSocket[], deadline: number): Promise<void> {
  while (sockets.some(isOpen) && performance.now() < deadline) await sleep(50);
}
