import {
  photoUploadDataSchema,
  verificationCenterDataSchema,
  verificationSubmitBodySchema,
} from '../verification';
import { defineRoutes } from './define';
import { verificationPaths } from './verification.paths';

/** Identity verification: the user's own status, form and photos. */
export const verificationRoutes = defineRoutes(verificationPaths, {
  verificationCenter: {
    auth: 'user',
    tag: 'verification',
    summary: 'Your verification status, the masked details you submitted and links to your photos',
    description:
      'Status unverified, pending, verified (approved) or rejected with the operator’s reason. Photo links expire after a few minutes and work only with your own token.',
    data: verificationCenterDataSchema,
  },
  verificationSubmit: {
    auth: 'user',
    tag: 'verification',
    summary: 'Submit the identity form with two uploaded photos; the status becomes pending',
    description:
      'Refusals: INVALID_COUNTRY, REAL_NAME_REQUIRED, REAL_NAME_INVALID, GENDER_REQUIRED, BIRTH_DATE_INVALID, UNDER_MIN_AGE, ID_TYPE_REQUIRED, ID_NUMBER_REQUIRED, ID_NUMBER_INVALID, PHOTOS_REQUIRED, PHOTO_NOT_FOUND, VERIFICATION_PENDING, VERIFICATION_ALREADY_APPROVED.',
    body: verificationSubmitBodySchema,
    data: verificationCenterDataSchema,
  },
  verificationPhotoUpload: {
    auth: 'user',
    tag: 'verification',
    summary: 'Upload one ID photo (multipart/form-data, one file field)',
    description:
      'JPEG, PNG or WebP recognised by their magic bytes, at most 5 MiB. Re-encoded as JPEG without any metadata (EXIF location included) and kept outside any public folder. Refusals: PHOTO_REQUIRED, PHOTO_EMPTY, PHOTO_TOO_LARGE, PHOTO_TYPE_NOT_ALLOWED, PHOTO_UNREADABLE.',
    data: photoUploadDataSchema,
  },
});
