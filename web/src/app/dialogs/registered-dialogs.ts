/**
 * Features register their cross-cutting dialogs here, lazily, e.g.
 *
 *   import { lazy } from 'react';
 *   import { registerDialog } from '../../shared/ui/dialogs/registry.ts';
 *   registerDialog('login', lazy(() => import('../../features/auth/components/login-dialog.tsx')));
 *
 * A name without a registered component has no entry anywhere: entries ask isDialogRegistered first.
 */
import { lazy } from 'react';
import { registerDialog } from '../../shared/ui/dialogs/registry.ts';

// games: launch flow, a vendor's popup game list, announcements
registerDialog(
  'gameLaunch',
  lazy(() => import('../../features/game/components/game-launch-dialog.tsx').then((m) => ({ default: m.GameLaunchDialog }))),
);
registerDialog(
  'miniGame',
  lazy(() => import('../../features/game/components/mini-game-window.tsx').then((m) => ({ default: m.MiniGameWindow }))),
);
registerDialog(
  'gamePopup',
  lazy(() => import('../../features/lobby/components/vendor-games-dialog.tsx').then((m) => ({ default: m.VendorGamesDialog }))),
);
registerDialog(
  'announcement',
  lazy(() => import('../../features/home/components/announcement-dialog.tsx').then((m) => ({ default: m.AnnouncementDialog }))),
);

// accounts: login popup (with the register tab), register, success, password, trial warning
registerDialog(
  'login',
  lazy(() => import('../compose/accounts-dialogs.tsx').then((m) => ({ default: m.LoginPopup }))),
);
registerDialog(
  'register',
  lazy(() => import('../../features/register/components/register-dialog.tsx').then((m) => ({ default: m.RegisterDialog }))),
);
registerDialog(
  'registerSuccess',
  lazy(() =>
    import('../../features/register/components/register-success-dialog.tsx').then((m) => ({ default: m.RegisterSuccessDialog })),
  ),
);
registerDialog(
  'changePassword',
  lazy(() =>
    import('../../features/auth/components/change-password-dialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
  ),
);
registerDialog(
  'forgotPassword',
  lazy(() =>
    import('../../features/auth/components/forgot-password-dialog.tsx').then((m) => ({ default: m.ForgotPasswordDialog })),
  ),
);
registerDialog(
  'trialWarning',
  lazy(() => import('../../features/auth/components/trial-warning-dialog.tsx').then((m) => ({ default: m.TrialWarningDialog }))),
);

// app download: Android and iOS tabs with QR codes and installation steps
registerDialog(
  'download',
  lazy(() => import('../../features/download/components/download-dialog.tsx').then((m) => ({ default: m.DownloadDialog }))),
);

// customer services: feedback and complaints
registerDialog(
  'feedback',
  lazy(() => import('../../features/feedback/components/feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog }))),
);

// customer services: speed check of the brand's domains
registerDialog(
  'speedCheck',
  lazy(() =>
    import('../../features/speed-check/components/speed-check-dialog.tsx').then((m) => ({ default: m.SpeedCheckDialog })),
  ),
);

// customer services: the chat room (members only; the entry gates visitors and trial accounts)
registerDialog(
  'chat',
  lazy(() => import('../../features/chat/components/chat-dialog.tsx').then((m) => ({ default: m.ChatDialog }))),
);
