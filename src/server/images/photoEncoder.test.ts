import sharp from 'sharp';
import { SERVER_ERRORS } from '../../shared/messages';
import { pngDeclaring } from '../testing/photoFixtures';
import { defaultPhotoEncoders, photoEncoder } from './photoEncoder';

const photo = (width: number) =>
  sharp({ create: { width, height: width, channels: 3, background: '#b5443a' } })
    .jpeg()
    .toBuffer();

describe('photoEncoder', () => {
  it("encodes another person's photo right after the one being encoded, ahead of a queue", async () => {
    const encoder = photoEncoder(1);
    const [large, small] = await Promise.all([photo(1600), photo(300)]);
    const finished: string[] = [];
    const encode = (person: string, name: string, bytes: Buffer) =>
      encoder.encode(person, bytes).then((variants) => {
        finished.push(name);
        return variants;
      });

    const queued = ['a1', 'a2', 'a3'].map((name) => encode('a', name, large));
    // Once A's photos have passed their header check and wait in the queue.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const doneBefore = finished.length;
    const other = encode('b', 'b1', small);
    await Promise.all([...queued, other]);
    // B waited for the photo of A's being encoded when it came, not for A's whole queue. (A's
    // own photos may swap places: each is queued once its header is read, in parallel.)
    expect(finished.indexOf('b1')).toBe(doneBefore + 1);
    expect(finished.filter((name) => name !== 'b1').sort()).toEqual(['a1', 'a2', 'a3']);
    expect((await other).map((variant) => variant.width)).toEqual([300]);
  });

  it('refuses a declared bomb at once, without waiting behind the queue', async () => {
    const encoder = photoEncoder(1);
    const queued = Promise.all([1, 2, 3].map(async () => encoder.encode('a', await photo(1600))));
    let queueDone = false;
    void queued.then(() => (queueDone = true));
    await expect(encoder.encode('a', pngDeclaring(1, 63_000_000))).rejects.toMatchObject({
      message: SERVER_ERRORS.imageDimensionsTooLarge,
    });
    expect(queueDone).toBe(false);
    await queued;
  });

  it('encodes one fewer than the cores at once, at least one and at most two', () => {
    expect([1, 2, 3, 4, 16].map((cores) => defaultPhotoEncoders(cores))).toEqual([1, 1, 2, 2, 2]);
  });
});
