import { useState } from 'react';
import { useCaptcha } from '../api/captcha.ts';

/**
 * The login captcha (spec §4): hidden until a failed login answers `captcha: true`; then an image is
 * loaded, refreshed on demand (the field throttles clicks) and after every failed attempt, since the
 * server accepts each captcha once.
 */
export function useLoginCaptcha() {
  const [shown, setShown] = useState(false);
  const query = useCaptcha(shown);
  return {
    shown,
    image: query.data?.image,
    captchaId: query.data?.captchaId,
    refresh: () => void query.refetch(),
    /** After a failed attempt: show the captcha when the server asks for one, with a fresh image. */
    afterFailure(required: boolean) {
      if (required && !shown) setShown(true);
      else if (shown) void query.refetch();
    },
  };
}
