/**
 * Features register their cross-cutting dialogs here, lazily, e.g.
 *
 *   import { lazy } from 'react';
 *   import { registerDialog } from '../../shared/ui/dialogs/registry.ts';
 *   registerDialog('login', lazy(() => import('../../features/auth/components/login-dialog.tsx')));
 *
 * Names without a registered component (all of them for now) show a "not available yet" notice.
 */
import { lazy } from 'react';
import { registerDialog } from '../../shared/ui/dialogs/registry.ts';

// games (issue 4): launch flow, a vendor's popup game list, announcements
registerDialog('gameLaunch', lazy(() => import('../../features/game/components/game-launch-dialog.tsx').then((m) => ({ default: m.GameLaunchDialog }))));
registerDialog('gamePopup', lazy(() => import('../../features/lobby/components/vendor-games-dialog.tsx').then((m) => ({ default: m.VendorGamesDialog }))));
registerDialog('announcement', lazy(() => import('../../features/home/components/announcement-dialog.tsx').then((m) => ({ default: m.AnnouncementDialog }))));
