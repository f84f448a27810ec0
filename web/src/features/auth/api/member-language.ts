import { api } from '../../../shared/api/client.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

/** Tells the server the member's new language (brand code: EN, PH …). */
export function updateMemberLanguage(language: string) {
  return api(endpoints.member.language, { language }, { quiet: true });
}
