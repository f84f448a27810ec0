import { useEffect, useState } from 'react';

/** Chrome's install offer (not in the DOM typings): `prompt()` shows the browser's install dialog. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's offer to install the site as an app, when it makes one (Chromium browsers, once the
 * manifest qualifies); null elsewhere (Safari installs through Share → Add to Home Screen).
 */
export function useInstallPrompt(): { install: (() => Promise<void>) | null; installed: boolean } {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault(); // shown from our button instead of the browser's mini bar
      setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  const install = offer
    ? async () => {
        await offer.prompt();
        const choice = await offer.userChoice;
        if (choice.outcome === 'accepted') setInstalled(true);
        setOffer(null);
      }
    : null;
  return { install, installed };
}
