/**
 * Uploaded images (deposit receipts, withdrawal proofs, avatars, feedback and promotion applications).
 * The bytes go up raw — `POST /wps/uploads?purpose=<purpose>` with the file as the body — so a phone
 * on mobile data sends the file once, not a third larger as base64 in JSON. The answer is the usual
 * envelope with `{ id, contentType, size }`; the form that uses the images then sends the ids.
 */
export const UPLOAD_PATH = '/wps/uploads';

export const uploadPurposes = ['depositReceipt', 'withdrawProof', 'avatar', 'feedback', 'promoApplication'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** Spec §5: PNG or JPG, at most 5 MB each, at most 3 per form. */
export const uploadLimits = { maxBytes: 5 * 1024 * 1024, maxPerForm: 3 } as const;

export interface UploadedImage {
  id: string;
  contentType: 'image/png' | 'image/jpeg';
  size: number;
}
