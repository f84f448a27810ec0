import { writeFile } from 'node:fs/promises';
import { UsageError, type OpsCommand } from '../ops-command.ts';
import { findUpload, listMemberUploads } from './queries.ts';

/**
 * `uploads list <username>`: a member's uploaded images (newest first) and what took each.
 * `uploads save <id> <file>`: writes one image to a file on the server's machine, for an operator
 * checking a receipt or a proof (files are never served over HTTP to anyone but their owner).
 */
export const uploadsOps: OpsCommand = {
  usage: 'uploads list <username> | uploads save <id> <file>',
  async run({ db }, [action, arg, file]) {
    if (action === 'list' && arg) {
      const rows = await listMemberUploads(db, arg);
      if (!rows.length) return `no uploads for ${arg}`;
      return rows
        .map((r) =>
          [
            r.id,
            r.purpose,
            r.content_type,
            `${Math.ceil(Number(r.size) / 1024)} KB`,
            new Date(r.created_at).toISOString(),
            r.attached_to ?? 'not used',
          ].join('\t'),
        )
        .join('\n');
    }
    if (action === 'save' && arg && file) {
      const row = await findUpload(db, arg, null);
      if (!row) throw new UsageError(`no upload ${arg}`);
      await writeFile(file, row.bytes);
      return `${row.content_type}, ${row.size} bytes written to ${file}`;
    }
    throw new UsageError('say list <username>, or save <id> <file>');
  },
};
