import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { member } from '@tala/contract/member';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { uploadImages } from '../../../shared/api/uploads.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { useSessionStore } from '../../../shared/state/session.ts';
import { memberCentreKeys } from './keys.ts';

const useAccount = () => useSessionStore((s) => s.account) ?? '';

export function useAvatarUrl() {
  const account = useAccount();
  return useQuery({
    queryKey: memberCentreKeys.avatar(account),
    queryFn: async ({ signal }) => (await api(member.avatar, {}, { signal })).avatarUrl,
  });
}

/** Images under the API (the resized avatar, an upload) are served only with the member's token. */
const PRIVATE_IMAGE = /^\/wps\//;

/**
 * What an <img> can show for the avatar: an uploaded image is served only with the member's token,
 * so it is fetched and shown from an object URL; the default avatar is a plain address. Null while
 * loading; `failed` when it did not load (the page then shows the default avatar).
 */
export function useAvatarSource(url: string | undefined): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return;
    if (!PRIVATE_IMAGE.test(url)) {
      setState({ src: url, failed: false });
      return;
    }
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = sessionStore.get('token');
    fetch(url, { headers: token ? { token } : {}, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

/** Uploads the chosen image and makes it the avatar; null goes back to the default one. */
export function useSetAvatar() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: async (file: File | null) => {
      const uploadId = file ? (await uploadImages([file], 'avatar'))[0]! : null;
      return (await api(member.setAvatar, { uploadId })).avatarUrl;
    },
    onSuccess: (url) => client.setQueryData(memberCentreKeys.avatar(account), url),
  });
}
