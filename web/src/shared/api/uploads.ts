import { UPLOAD_PATH, type UploadedImage, type UploadPurpose } from '@tala/contract/core/uploads';
import { sendRaw } from './client.ts';

/**
 * Sends chosen images to the server one after the other (a phone on mobile data does better with
 * one upload at a time) and returns their ids, in the order given, for the form that uses them.
 * The form kit's ImageUploadField has already refused what is not a PNG/JPEG or too large.
 */
export async function uploadImages(files: readonly File[], purpose: UploadPurpose): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const uploaded = await sendRaw<UploadedImage>(`${UPLOAD_PATH}?purpose=${purpose}`, file, { quiet: true });
    ids.push(uploaded.id);
  }
  return ids;
}
