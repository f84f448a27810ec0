/**
 * The code of each cross-cutting dialog, by name: a chunk of its own that loads when the first dialog
 * opens (or once the page has loaded), so the first download carries neither these imports nor the
 * lists of files each one needs (registered-dialogs.ts lists the names).
 */
export const dialogModules = {
  gameLaunch: () => import('../../features/game/components/game-launch-dialog.tsx').then((m) => m.GameLaunchDialog),
  miniGame: () => import('../../features/game/components/mini-game-window.tsx').then((m) => m.MiniGameWindow),
  gamePopup: () => import('../../features/lobby/components/vendor-games-dialog.tsx').then((m) => m.VendorGamesDialog),
  announcement: () => import('../../features/home/components/announcement-dialog.tsx').then((m) => m.AnnouncementDialog),
  login: () => import('../compose/accounts-dialogs.tsx').then((m) => m.LoginPopup),
  register: () => import('../../features/register/components/register-dialog.tsx').then((m) => m.RegisterDialog),
  registerSuccess: () =>
    import('../../features/register/components/register-success-dialog.tsx').then((m) => m.RegisterSuccessDialog),
  changePassword: () => import('../../features/auth/components/change-password-dialog.tsx').then((m) => m.ChangePasswordDialog),
  forgotPassword: () => import('../../features/auth/components/forgot-password-dialog.tsx').then((m) => m.ForgotPasswordDialog),
  trialWarning: () => import('../../features/auth/components/trial-warning-dialog.tsx').then((m) => m.TrialWarningDialog),
  download: () => import('../../features/download/components/download-dialog.tsx').then((m) => m.DownloadDialog),
  feedback: () => import('../../features/feedback/components/feedback-dialog.tsx').then((m) => m.FeedbackDialog),
  speedCheck: () => import('../../features/speed-check/components/speed-check-dialog.tsx').then((m) => m.SpeedCheckDialog),
  chat: () => import('../../features/chat/components/chat-dialog.tsx').then((m) => m.ChatDialog),
};

export type DialogModuleName = keyof typeof dialogModules;
