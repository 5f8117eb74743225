import { setTimeout as sleep } from 'node:timers/promises';
import { API, API_PREFIX } from '../../../src/shared/apiPaths';
import type { SendTimes } from './liveReaders';

export interface Sender {
  conversationId: string;
  token: string;
}

/**
 * One message per conversation through POST /conversations/{id}/messages, `perSecond` of them a
 * second (not waiting for answers, as independent people would), recording when each was sent.
 * Answers how many were refused.
 */
export async function sendMessages(
  baseUrl: string,
  senders: Sender[],
  perSecond: number,
  sentAt: SendTimes,
): Promise<number> {
  const started = performance.now();
  const answers: Promise<boolean>[] = [];
  for (const [index, { conversationId, token }] of senders.entries()) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt.set(conversationId, performance.now());
    const url = `${baseUrl}${API_PREFIX}${API.conversationMessages.url(conversationId)}`;
    answers.push(
      fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `Is the cover torn? (bench message ${index + 1})` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok;
        },
        () => false,
      ),
    );
  }
  const results = await Promise.all(answers);
  return results.filter((ok) => !ok).length;
}
