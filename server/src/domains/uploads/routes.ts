import { UPLOAD_PATH, uploadLimits } from '@tala/contract/core/uploads';
import type { Domain } from '../../http/app.ts';
import { AppError } from '../../http/app-error.ts';
import { enforce, limits, rateLimiter } from '../../http/rate-limit.ts';
import { assertRealAccount } from '../session/guards.ts';
import { tokenOf } from '../session/tokens.ts';
import { findUpload } from './queries.ts';
import { isUploadPurpose, saveUpload } from './store.ts';

const rawTypes = ['image/png', 'image/jpeg', 'application/octet-stream'];

/**
 * Uploaded images: `POST /wps/uploads?purpose=…` with the file as the body, and `GET
 * /wps/uploads/<id>` for its owner. Operators read files with `npm run ops -- uploads`. The content
 * type served is the one found in the bytes, with nosniff and a CSP that runs nothing.
 */
export const uploadsDomain: Domain = {
  name: 'uploads',
  register({ app, platform, hooks }) {
    const { db } = platform;

    async function memberOf(req: Parameters<typeof hooks.resolveMember>[0]) {
      const member = await hooks.resolveMember(req, platform);
      if (!member) throw new AppError(tokenOf(req) ? 'SESSION_EXPIRED' : 'LOGIN_REQUIRED');
      if (member.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      return member;
    }

    app.register(async (scope) => {
      scope.addContentTypeParser(rawTypes, { parseAs: 'buffer', bodyLimit: uploadLimits.maxBytes }, (_req, body, done) =>
        done(null, body),
      );
      scope.post<{ Querystring: { purpose?: string } }>(UPLOAD_PATH, async (req) => {
        const member = await memberOf(req);
        assertRealAccount(member);
        if (!isUploadPurpose(req.query.purpose)) throw new AppError('VALIDATION_FAILED', { field: 'purpose' });
        await enforce(rateLimiter(platform), `uploads:member:${member.id}`, limits.uploadsPerMember);
        if (!(req.body instanceof Uint8Array)) throw new AppError('IMAGE_LIMIT');
        const value = await saveUpload(db, { memberId: member.id, purpose: req.query.purpose, bytes: req.body });
        return { success: true, value };
      });
    });

    app.get<{ Params: { id: string } }>(`${UPLOAD_PATH}/:id`, async (req, reply) => {
      const member = await memberOf(req);
      // someone else's file answers exactly like a missing one
      const row = await findUpload(db, req.params.id, member.id);
      if (!row) throw new AppError('NOT_FOUND');
      return reply
        .headers({
          'content-type': row.content_type,
          'content-length': String(row.size),
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
          'cache-control': 'private, max-age=3600',
        })
        .send(Buffer.from(row.bytes));
    });
  },
};
