import { DownloadGuide } from '../../features/download/pages/down-page.tsx';
import { StandalonePage } from './standalone-page.tsx';

/**
 * /download: the app download guide on its own card, without the site's regions. The sign-in guard
 * lets visitors through to it (spec §2), so a brand whose site is for members only still hands
 * visitors its app: the QR codes of such a brand point here.
 */
export function Component() {
  return (
    <StandalonePage>
      <DownloadGuide />
    </StandalonePage>
  );
}
