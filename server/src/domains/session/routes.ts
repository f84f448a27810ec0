import type { Domain } from '../../http/app.ts';
import { resolveMember } from './tokens.ts';

/** Session domain: resolves members from tokens for every bound endpoint. Login/logout routes: issue 3. */
export const sessionDomain: Domain = {
  name: 'session',
  register({ hooks }) {
    hooks.resolveMember = resolveMember;
  },
};
