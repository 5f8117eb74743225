import { type HeldSocket, isOpen, openSocket } from '../../src/server/testing/rawConnections';

/**
 * An attacker's connections, many at a time (src/server/testing/rawConnections.ts holds one).
 * Every loopback address (127.x.y.z) reaches the server on Linux, so each attacker gets addresses
 * of its own, and a visitor from 127.0.0.1 is someone else to the server's per-address counts.
 */

/** `count` connections, `addressOf(i)` for the i-th, opened a batch at a time (the backlog). */
export async function openMany(
  count: number,
  port: number,
  addressOf: (index: number) => string,
  batch = 250,
): Promise<HeldSocket[]> {
  const opened: HeldSocket[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    opened.push(
      ...(await Promise.all(
        Array.from({ length: size }, (_, i) => openSocket(port, addressOf(start + i))),
      )),
    );
  }
  return opened;
}

/**
 * Writes the next byte of `text` to every open socket every `everyMs`, starting over at its end:
 * a request that is always arriving and never done. Answers the stop function.
 */
export function trickle(sockets: HeldSocket[], text: string, everyMs: number): () => void {
  let next = 0;
  const timer = setInterval(() => {
    const byte = text[next % text.length]!;
    next += 1;
    for (const held of sockets) if (isOpen(held)) held.socket.write(byte);
  }, everyMs);
  return () => clearInterval(timer);
}

export function destroyAll(sockets: HeldSocket[]): void {
  for (const held of sockets) held.socket.destroy();
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
