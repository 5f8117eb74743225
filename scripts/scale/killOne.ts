import { setTimeout as sleep } from 'node:timers/promises';
import { API } from '../../src/shared/apiPaths';
import { MessagesPageSchema } from '../../src/shared/schemas/conversation';
import { call, expectOk, type Person } from './api';
import type { Cluster } from './cluster';
import { HEALTH_CHECK } from './haproxy';
import { describeLoad, startOpenLoad } from './load';
import type { LoadMix } from './loadMix';
import { addBook } from './people';
import { ms, type CheckResult } from './report';

/** A buyer writing messages one after another through the balancer; keeps the acknowledged. */
function startWriting(baseUrl: string, buyer: Person, conversationId: string) {
  const acknowledged: string[] = [];
  let failedWrites = 0;
  let writing = true;
  const done = (async () => {
    for (let n = 1; writing; n += 1) {
      const answer = await call(baseUrl, 'POST', API.conversationMessages.url(conversationId), {
        person: buyer,
        body: { body: `scale message ${n}` },
      }).catch(() => undefined);
      if (answer?.status === 201) acknowledged.push((answer.body as { _id: string })._id);
      else failedWrites += 1;
      await sleep(50);
    }
  })();
  return {
    acknowledged,
    failedWrites: () => failedWrites,
    stop: async () => {
      writing = false;
      await done;
    },
  };
}

/** Every message id of the conversation, read page by page through `baseUrl`. */
async function messageIds(baseUrl: string, person: Person, conversationId: string) {
  const found = new Set<string>();
  let before: number | null | undefined;
  do {
    const query = `limit=100${before ? `&before=${before}` : ''}`;
    const url = API.conversationMessages.url(conversationId, query);
    const page = MessagesPageSchema.parse(await expectOk(baseUrl, 'GET', url, { person }));
    for (const message of page.items) found.add(message._id);
    before = page.next;
  } while (before);
  return found;
}

/**
 * 6. The mix and a stream of messages through the balancer; halfway, one copy gets SIGKILL.
 * Only requests in flight may fail; every acknowledged message is there afterwards; HAProxy
 * stops sending to the dead copy within its health check's interval × fall.
 */
export async function killOneCopy(
  cluster: Cluster,
  mix: LoadMix,
  people: { seller: Person; buyer: Person },
  rate: number,
  duration: number,
): Promise<CheckResult> {
  const { balancer, copies } = cluster;
  const victim = copies[copies.length - 1]!;
  const book = await addBook(balancer.baseUrl, people.seller, 'Scale messages book');
  const started = (await expectOk(balancer.baseUrl, 'POST', API.conversations.url(), {
    person: people.buyer,
    body: { listing_id: book, body: 'First message before the kill' },
  })) as { conversation: { _id: string } };
  const conversationId = started.conversation._id;
  const load = startOpenLoad(balancer.baseUrl, mix, rate);
  const writes = startWriting(balancer.baseUrl, people.buyer, conversationId);
  await sleep((duration * 1000) / 2);
  const inFlight = load.inFlight();
  const killedAt = performance.now();
  let diedAt = killedAt;
  let outOfRotation = Number.NaN;
  try {
    await victim.kill();
    // SIGKILL is not instant: requests sent until the process is gone may still reach it.
    diedAt = performance.now();
    outOfRotation = await balancer.waitFor(victim.name, 'DOWN', 30_000);
    await sleep(Math.max(0, (duration * 1000) / 2 - (performance.now() - killedAt)));
  } finally {
    // Whatever happened, the next check gets every copy back.
    await writes.stop();
    await load.stop();
    await victim.start();
    await balancer.waitFor(victim.name, 'UP');
  }
  const { stats } = load;

  const present = await messageIds(copies[0]!.baseUrl, people.buyer, conversationId);
  const lost = writes.acknowledged.filter((id) => !present.has(id));
  const sentAfterDeath = stats.failures.filter((failure) => failure.sentAt > diedAt);
  const sentBeforeDeath = stats.failures.filter((failure) => failure.sentAt <= diedAt);
  const lastFailure = Math.max(...stats.failures.map((failure) => failure.answeredAt - killedAt));
  const sentAfterKill = stats.failures.map((failure) => Math.round(failure.sentAt - killedAt));
  const bound = HEALTH_CHECK.interMs * HEALTH_CHECK.fall;
  const passed = sentAfterDeath.length === 0 && lost.length === 0 && outOfRotation <= bound;
  return {
    name: `SIGKILL of ${victim.name} under load (${rate} requests/s for ${duration} s, kill halfway)`,
    passed,
    figures: [
      describeLoad(stats),
      `in flight on all copies at the SIGKILL: ${inFlight}; ${victim.name} gone ${ms(diedAt - killedAt)} ` +
        `later; failed: ${sentBeforeDeath.length} sent before it was gone, ${sentAfterDeath.length} after` +
        (stats.failures.length
          ? `; the last failure answered ${ms(lastFailure)} after the kill`
          : ''),
      `failed requests sent at (ms after the SIGKILL): ${sentAfterKill.slice(0, 20).join(', ') || 'none'}`,
      `HAProxy called ${victim.name} DOWN ${ms(outOfRotation)} after the kill ` +
        `(bound: inter ${HEALTH_CHECK.interMs} ms × fall ${HEALTH_CHECK.fall} = ${bound} ms)`,
      `messages acknowledged ${writes.acknowledged.length}, failed ${writes.failedWrites()}, ` +
        `missing afterwards ${lost.length}`,
    ],
  };
}
