import { z } from 'zod';
import { GENDERS, ID_NUMBER_INPUT_MAX, ID_TYPES, REAL_NAME_MAX_CHARS } from '@waihui/core';
import { countryCodeSchema, verificationStatusSchema } from './identity';

/*
 * Identity verification (KYC): the status centre, the form, and ID photo uploads (product.md §3.8, §4.1, §5.9).
 * ID numbers leave the server masked; photos leave it only through short-lived signed links
 * (docs/funding.md "ID photos").
 */

/**
 * Where a photo is served: GET with `id`, `expires` (Unix seconds) and `sig`, and the viewer's bearer
 * token. Answers the image itself (not the envelope). Links come from the centre and the review list.
 */
export const VERIFICATION_PHOTO_PATH = '/api/user_real/photo';
/** The same photo for the back-office's review queue, with the operator's bearer token. */
export const ADMIN_VERIFICATION_PHOTO_PATH = '/api/admin/verifications/photo';

export const idTypeSchema = z.enum(ID_TYPES);
export const genderSchema = z.enum(GENDERS);

/** Every `data.reason` the verification module answers (messages/<lang>.json words them). */
export const VERIFICATION_REASONS = [
  'REAL_NAME_REQUIRED',
  'REAL_NAME_INVALID',
  'GENDER_REQUIRED',
  'BIRTH_DATE_INVALID',
  'UNDER_MIN_AGE',
  'ID_TYPE_REQUIRED',
  'ID_NUMBER_REQUIRED',
  'ID_NUMBER_INVALID',
  'PHOTOS_REQUIRED',
  'PHOTO_NOT_FOUND',
  'PHOTO_REQUIRED',
  'PHOTO_EMPTY',
  'PHOTO_TOO_LARGE',
  'PHOTO_TYPE_NOT_ALLOWED',
  'PHOTO_UNREADABLE',
  'PHOTO_LINK_INVALID',
  'VERIFICATION_PENDING',
  'VERIFICATION_ALREADY_APPROVED',
  'VERIFICATION_NOT_PENDING',
  'REJECTION_REASON_REQUIRED',
  'REJECTION_REASON_TOO_LONG',
] as const;

const photoIdSchema = z.uuid().describe('An id answered by the photo upload.');

export const verificationSubmitBodySchema = z.object({
  country: countryCodeSchema.describe('ISO 3166-1 alpha-2 code from the area list.'),
  name: z
    .string()
    .max(REAL_NAME_MAX_CHARS * 4)
    .describe('Real name as on the document.'),
  gender: z.string().max(16).describe('male or female (GENDER_REQUIRED otherwise).'),
  birth_date: z.string().max(10).describe('Date of birth, YYYY-MM-DD; age at least 18.'),
  id_type: z
    .string()
    .max(32)
    .describe(`One of ${ID_TYPES.join(', ')}.`),
  id_number: z.string().max(ID_NUMBER_INPUT_MAX).describe('Trimmed; spaces removed; upper-cased.'),
  front_photo_id: photoIdSchema,
  back_photo_id: photoIdSchema,
});
export type VerificationSubmitBody = z.infer<typeof verificationSubmitBodySchema>;

/** A signed link to one ID photo, valid until `expires_at` for the user it was made for. */
export const photoLinkSchema = z.object({
  url: z.string().describe('Path with id, expires and sig; send the bearer token with it.'),
  expires_at: z.string(),
});
export type PhotoLink = z.infer<typeof photoLinkSchema>;

/** What the user submitted, as shown back: the ID number masked. */
export const verificationDetailsSchema = z.object({
  country: z.string(),
  country_name: z.string(),
  name: z.string(),
  gender: genderSchema,
  birth_date: z.string(),
  id_type: idTypeSchema,
  id_number_masked: z.string(),
  front_photo: photoLinkSchema,
  back_photo: photoLinkSchema,
});
export type VerificationDetails = z.infer<typeof verificationDetailsSchema>;

export const verificationCenterDataSchema = z.object({
  status: verificationStatusSchema,
  /** The operator's reason, only when rejected. */
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The latest submission, or null when the user never submitted. */
  details: verificationDetailsSchema.nullable(),
});
export type VerificationCenterData = z.infer<typeof verificationCenterDataSchema>;

export const photoUploadDataSchema = z.object({
  photo_id: z.uuid(),
  /** Size stored after re-encoding, in bytes. */
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoUploadData = z.infer<typeof photoUploadDataSchema>;

/** Browser tests only: approve the pending verification of a login account. */
export const devVerificationApproveBodySchema = z.object({
  account: z.string().min(3).max(254).describe('E-mail address or E.164 mobile number.'),
});
export const devVerificationApproveDataSchema = z.object({ status: verificationStatusSchema });

/** The query of a signed photo link (VERIFICATION_PHOTO_PATH). */
export const photoLinkQuerySchema = z.object({
  id: z.uuid(),
  expires: z.coerce.number().int().positive().describe('Unix seconds after which the link fails.'),
  sig: z.string().min(1).max(100).describe('HMAC-SHA256, base64url.'),
});
export type PhotoLinkQuery = z.infer<typeof photoLinkQuerySchema>;

/** What an operator reviews: one pending submission, the ID number masked, photo links for them. */
export interface PendingVerification {
  id: string;
  user_id: string;
  /** Whose it is by uid and e-mail (or phone). */
  user: { uid: number; contact: string | null };
  submitted_at: string;
  details: VerificationDetails;
}
