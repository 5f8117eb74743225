import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';
import { useSignedInUid } from '../session/useSignedInUid';

/**
 * Keeps the signed-in person's live stream open (docs/product.md#live-events): the client and
 * the `eventsource` package load only once someone is signed in, so they add nothing to a
 * visitor's first load. Signing out (or another person signing in) closes the stream.
 */
export function useLiveUpdates(): void {
  const uid = useSignedInUid();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!uid) return undefined;
    let stop: (() => void) | undefined;
    let ended = false;
    // The pages work without the stream, only not live: a chunk that cannot be fetched (no
    // connection) is logged, not shown.
    import(/* webpackChunkName: "live" */ './liveClient').then(
      ({ startLiveUpdates }) => {
        if (!ended) stop = startLiveUpdates(dispatch);
      },
      (error: unknown) => console.error('Live updates could not start', error),
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [uid, dispatch]);
}
