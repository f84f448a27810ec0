/**
 * Features register their cross-cutting dialogs here, lazily, e.g.
 *
 *   import { lazy } from 'react';
 *   import { registerDialog } from '../../shared/ui/dialogs/registry.ts';
 *   registerDialog('login', lazy(() => import('../../features/auth/components/login-dialog.tsx')));
 *
 * Names without a registered component (all of them for now) show a "not available yet" notice.
 */
export {};
