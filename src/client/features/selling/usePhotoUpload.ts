import { useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { uploadImage } from '../../api/imageUpload';

/**
 * The form's photo on its way to the image store, shared by Add Product and Edit Product: the
 * upload's progress (percent, null when idle), and the photo's URL. The same file is sent once:
 * submitting again after a later step failed reuses its URL.
 */
export function usePhotoUpload() {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  /** Resolves with the photo's URL; rejects with the upload's failure, fit to show. */
  async function photoUrl(file: File): Promise<string> {
    if (uploaded.current?.file === file) return uploaded.current.url;
    setProgress(0);
    try {
      const url = await dispatch(uploadImage(file, setProgress));
      uploaded.current = { file, url };
      return url;
    } finally {
      setProgress(null);
    }
  }

  return { photoUrl, progress };
}

/** A failed upload's sentence (uploadImage rejects with one). */
export const uploadFailure = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
