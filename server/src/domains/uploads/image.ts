import type { UploadedImage } from '@tala/contract/core/uploads';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);

/**
 * What an uploaded file really is, read from its bytes (never its name or the type the client
 * claims): a PNG must open with the signature and an IHDR chunk and close with IEND; a JPEG must
 * open with a start-of-image marker and close with an end-of-image marker (trailing padding some
 * cameras add is allowed). A truncated upload or a renamed file of another kind is null.
 */
export function imageTypeOf(bytes: Uint8Array): UploadedImage['contentType'] | null {
  if (startsWith(bytes, 0, PNG_SIGNATURE)) {
    const ihdr = startsWith(bytes, 12, [0x49, 0x48, 0x44, 0x52]);
    const iend = bytes.length >= 20 && startsWith(bytes, bytes.length - PNG_IEND.length, PNG_IEND);
    return ihdr && iend ? 'image/png' : null;
  }
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) {
    let end = bytes.length;
    while (end > 4 && bytes[end - 1] === 0) end--;
    return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9 ? 'image/jpeg' : null;
  }
  return null;
}
