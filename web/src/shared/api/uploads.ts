import { useEffect, useState } from 'react';
import { UPLOAD_PATH, type UploadedImage, type UploadPurpose } from '@tala/contract/core/uploads';
import { authHeaders, sendRaw } from './client.ts';

/**
 * Sends chosen images to the server one after the other (a phone on mobile data does better with
 * one upload at a time) and returns their ids, in the order given, for the form that uses them.
 * The form kit's ImageUploadField has already refused what is not a PNG/JPEG or too large.
 */
export async function uploadImages(files: readonly File[], purpose: UploadPurpose): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const uploaded = await sendRaw<UploadedImage>(`${UPLOAD_PATH}?purpose=${purpose}`, file, { quiet: true });
    ids.push(uploaded.id);
  }
  return ids;
}

/**
 * An uploaded image of the logged-in member as an object URL for an <img>: the file is served only
 * with the session's token, which an <img src> cannot send. Null while loading or when refused.
 */
export function useUploadedImage(id: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    fetch(`${UPLOAD_PATH}/${encodeURIComponent(id)}`, { headers: authHeaders(), signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) return;
        objectUrl = URL.createObjectURL(await res.blob());
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [id]);
  return url;
}
