import { randomUUID } from 'node:crypto';
import {
  checkDecisionOn,
  decideReview,
  decideSubmission,
  maskIdNumber,
  normaliseIdNumber,
  normaliseRealName,
  type ReviewDecision,
  validateVerificationForm,
  type VerificationStatus,
} from '@waihui/core';
import {
  ADMIN_VERIFICATION_PHOTO_PATH,
  type AdminVerificationIdNumberData,
  type Language,
  type PendingVerification,
  type PhotoLinkQuery,
  type PhotoUploadData,
  type VerificationCenterData,
  type VerificationDetails,
  type VerificationSubmitBody,
} from '@waihui/contracts';
import { readPage } from '../../lib/page';
import type { Db, DbOrTx } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/pg-errors';
import { BusinessError, issueRefusal } from '../../lib/business-error';
import { countryName, isKnownCountry, userLabels } from '../identity';
import type { ActorContext, AuditedChange } from '../backoffice';
import type { PhotoLinkSigner } from './verification.photo-links';
import { processIdPhoto } from './verification.photo-processing';
import type { PhotoStore } from './verification.photo-store';
import {
  decidePending,
  findLatestVerification,
  findOwnPhotos,
  findPendingOfUser,
  findPhoto,
  findVerification,
  hasVerifiedIdentity,
  insertPhoto,
  insertVerification,
  listPending as listPendingRows,
  countPending,
  type VerificationRow,
} from './verification.repository';

export interface VerificationDeps {
  db: Db;
  now: () => Date;
  photos: PhotoStore;
  links: PhotoLinkSigner;
  /** Countries whose residents cannot register (settings): an ID issued there is refused too. */
  barredCountries(): Promise<readonly string[]>;
}

/** The review queue answers at most this many submissions at once. */
const PENDING_PAGE_MAX = 100;

/** The UTC calendar date of an instant, "YYYY-MM-DD" (ages are counted in UTC). */
function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function detailsOf(
  deps: VerificationDeps,
  row: VerificationRow,
  viewerId: string,
  lang: Language,
  photoPath?: string,
): VerificationDetails {
  const now = deps.now();
  return {
    country: row.country,
    country_name: countryName(row.country, lang),
    name: row.realName,
    gender: row.gender,
    birth_date: row.birthDate,
    id_type: row.idType,
    id_number_masked: maskIdNumber(row.idNumber),
    front_photo: deps.links.sign(row.frontPhotoId, viewerId, now, photoPath),
    back_photo: deps.links.sign(row.backPhotoId, viewerId, now, photoPath),
  };
}

function centerOf(
  deps: VerificationDeps,
  row: VerificationRow | null,
  viewerId: string,
  lang: Language,
): VerificationCenterData {
  if (row === null) {
    return {
      status: 'unverified',
      rejection_reason: null,
      submitted_at: null,
      reviewed_at: null,
      details: null,
    };
  }
  return {
    status: row.status,
    rejection_reason: row.rejectionReason,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    details: detailsOf(deps, row, viewerId, lang),
  };
}

/** The user's current status: their latest submission's, or unverified. */
export async function verificationStatusOf(
  deps: VerificationDeps,
  userId: string,
): Promise<VerificationStatus> {
  return (await findLatestVerification(deps.db, userId))?.status ?? 'unverified';
}

/** GET /api/user_real/center: the caller's own status and submission (never another user's). */
export async function verificationCenter(
  deps: VerificationDeps,
  userId: string,
  lang: Language,
): Promise<VerificationCenterData> {
  return centerOf(deps, await findLatestVerification(deps.db, userId), userId, lang);
}

/** POST /api/user_real/upload_photo: checks, cleans and stores one photo of the caller. */
export async function uploadPhoto(
  deps: VerificationDeps,
  userId: string,
  upload: Buffer,
): Promise<PhotoUploadData> {
  const photo = await processIdPhoto(upload);
  const id = randomUUID();
  // The file first: a row never names a missing file (an orphan file without a row is harmless).
  await deps.photos.write(id, photo.jpeg);
  await insertPhoto(deps.db, {
    id,
    userId,
    bytes: photo.jpeg.length,
    widthPx: photo.widthPx,
    heightPx: photo.heightPx,
    createdAt: deps.now(),
  });
  return { photo_id: id, bytes: photo.jpeg.length, width: photo.widthPx, height: photo.heightPx };
}

/** POST /api/user_real/real_name: the form with two of the caller's photos; the status becomes pending. */
export async function submitVerification(
  deps: VerificationDeps,
  userId: string,
  lang: Language,
  body: VerificationSubmitBody,
): Promise<VerificationCenterData> {
  const now = deps.now();
  if (!isKnownCountry(body.country)) throw new BusinessError('INVALID_COUNTRY');
  // The terms' country rule again (product.md §1.4): registration refuses a barred country of
  // residence; a document issued by one is refused here, naming it.
  if ((await deps.barredCountries()).includes(body.country)) {
    throw new BusinessError('ID_COUNTRY_BARRED', {
      params: { country: countryName(body.country, lang) },
      details: { country: body.country },
    });
  }
  const form = validateVerificationForm(
    {
      name: body.name,
      gender: body.gender,
      birthDate: body.birth_date,
      idType: body.id_type,
      idNumber: body.id_number,
      frontPhotoId: body.front_photo_id,
      backPhotoId: body.back_photo_id,
    },
    utcDate(now),
  );
  if (!form.ok) throw issueRefusal(form.issues[0]);
  // Front and back are two different photos of the caller's own.
  if (body.front_photo_id === body.back_photo_id) throw new BusinessError('PHOTOS_REQUIRED');
  const photos = await findOwnPhotos(deps.db, userId, [body.front_photo_id, body.back_photo_id]);
  if (photos.length !== 2) throw new BusinessError('PHOTO_NOT_FOUND');

  const submission = decideSubmission(await verificationStatusOf(deps, userId));
  if (!submission.ok) throw issueRefusal(submission.issues[0]);
  try {
    const row = await insertVerification(deps.db, {
      userId,
      status: submission.value,
      country: body.country,
      realName: normaliseRealName(body.name),
      // Checked by validateVerificationForm above.
      gender: body.gender as VerificationRow['gender'],
      birthDate: body.birth_date,
      idType: body.id_type as VerificationRow['idType'],
      idNumber: normaliseIdNumber(body.id_number),
      frontPhotoId: body.front_photo_id,
      backPhotoId: body.back_photo_id,
      submittedAt: now,
    });
    return centerOf(deps, row, userId, lang);
  } catch (error) {
    // Two submissions at once: the partial unique index lets only one become pending.
    const constraint = uniqueViolationConstraint(error);
    if (constraint === 'identity_verifications_one_pending' || constraint === '') {
      throw new BusinessError('VERIFICATION_PENDING');
    }
    throw error;
  }
}

/**
 * GET VERIFICATION_PHOTO_PATH: the photo's JPEG bytes, when the link was signed for this user, has
 * not expired, and the user owns the photo. Reviewers open others' photos through the back-office's
 * route only (openPhotoForReviewer), with an operator session.
 */
export async function openPhoto(
  deps: VerificationDeps,
  userId: string,
  query: PhotoLinkQuery,
): Promise<Buffer> {
  const refused = new BusinessError('PHOTO_LINK_INVALID', { httpStatus: 403 });
  const signed = deps.links.verify(
    { photoId: query.id, expiresAtSeconds: query.expires, sig: query.sig },
    userId,
    deps.now(),
  );
  if (!signed) throw refused;
  const photo = await findPhoto(deps.db, query.id);
  if (photo === null) throw new BusinessError('PHOTO_NOT_FOUND', { httpStatus: 404 });
  if (photo.userId !== userId) throw refused;
  const bytes = await deps.photos.read(photo.id);
  if (bytes === null) throw new BusinessError('PHOTO_NOT_FOUND', { httpStatus: 404 });
  return bytes;
}

// ---------------------------------------------------------------- review (back-office)

/**
 * ADMIN_VERIFICATION_PHOTO_PATH: any user's ID photo for a reviewer (the route checks the role),
 * when the link was signed for this operator and has not expired.
 */
export async function openPhotoForReviewer(
  deps: VerificationDeps,
  operatorId: string,
  query: PhotoLinkQuery,
): Promise<Buffer> {
  const signed = deps.links.verify(
    { photoId: query.id, expiresAtSeconds: query.expires, sig: query.sig },
    operatorId,
    deps.now(),
  );
  if (!signed) throw new BusinessError('PHOTO_LINK_INVALID', { httpStatus: 403 });
  const notFound = new BusinessError('PHOTO_NOT_FOUND', { httpStatus: 404 });
  if ((await findPhoto(deps.db, query.id)) === null) throw notFound;
  const bytes = await deps.photos.read(query.id);
  if (bytes === null) throw notFound;
  return bytes;
}

/**
 * The review queue's first page, oldest first, with photo links made for `operatorId` to the
 * back-office's photo route (ADMIN_VERIFICATION_PHOTO_PATH, opened with an operator session).
 */
export async function listPendingVerifications(
  deps: VerificationDeps,
  operatorId: string,
  lang: Language,
): Promise<PendingVerification[]> {
  const rows = await listPendingRows(deps.db, PENDING_PAGE_MAX);
  return pendingViews(deps, rows, operatorId, lang, ADMIN_VERIFICATION_PHOTO_PATH);
}

/** One page of the review queue (page from 1), oldest first; `has_more` when another follows. */
export async function pendingVerificationPage(
  deps: VerificationDeps,
  operatorId: string,
  lang: Language,
  photoPath: string,
  query: { page: number; limit: number },
): Promise<{ list: PendingVerification[]; page: number; limit: number; has_more: boolean }> {
  return readPage(
    query,
    (window) => listPendingRows(deps.db, window.limit, window.offset),
    (rows) => pendingViews(deps, rows, operatorId, lang, photoPath),
  );
}

/** Submissions as the reviewer sees them: whose (uid and e-mail), the details, photo links. */
async function pendingViews(
  deps: VerificationDeps,
  rows: readonly VerificationRow[],
  operatorId: string,
  lang: Language,
  photoPath: string,
): Promise<PendingVerification[]> {
  const ownerOf = await userLabels(
    deps.db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    user: ownerOf(row.userId),
    submitted_at: row.submittedAt.toISOString(),
    details: detailsOf(deps, row, operatorId, lang, photoPath),
  }));
}

/**
 * An operator's decision on a pending submission (operatorId null: the browser-test helper).
 * Refusals: NOT_FOUND, VERIFICATION_NOT_PENDING (also when another operator decided first),
 * REJECTION_REASON_REQUIRED, REJECTION_REASON_TOO_LONG.
 */
export async function reviewVerification(
  deps: VerificationDeps,
  verificationId: string,
  operatorId: string | null,
  decision: ReviewDecision,
): Promise<VerificationRow> {
  const row = await findVerification(deps.db, verificationId);
  if (row === null) throw new BusinessError('NOT_FOUND', { httpStatus: 404 });
  const outcome = decideReview(row.status, decision);
  if (!outcome.ok) throw issueRefusal(outcome.issues[0]);
  const decided = await decidePending(deps.db, row.id, {
    status: outcome.value.status,
    rejectionReason: outcome.value.rejectionReason,
    reviewedAt: deps.now(),
    reviewedBy: operatorId,
  });
  if (decided === null) throw new BusinessError('VERIFICATION_NOT_PENDING');
  return decided;
}

/** A submission's review state, as the audit log keeps it before and after a decision. */
export interface ReviewState {
  id: string;
  user_id: string;
  status: VerificationStatus;
  rejection_reason: string | null;
  reviewed_at: string | null;
}

function reviewStateOf(row: VerificationRow): ReviewState {
  return {
    id: row.id,
    user_id: row.userId,
    status: row.status,
    rejection_reason: row.rejectionReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The back-office's decision inside the caller's transaction (the audit row commits with it).
 * Same rules and refusals as reviewVerification, but NOT_FOUND answers in the envelope (200) like
 * every other back-office refusal. Answers the states before and after.
 */
export async function decideVerificationIn(
  tx: DbOrTx,
  verificationId: string,
  operator: ActorContext,
  decision: ReviewDecision,
): Promise<AuditedChange<ReviewState>> {
  const row = await findVerification(tx, verificationId);
  if (row === null) throw new BusinessError('NOT_FOUND');
  // Nobody approves or rejects their own identity check (product.md §6.3).
  const duty = checkDecisionOn({ operatorId: operator.actorId, accountOwnerId: row.userId });
  if (!duty.ok) throw issueRefusal(duty.issues[0]);
  const outcome = decideReview(row.status, decision);
  if (!outcome.ok) throw issueRefusal(outcome.issues[0]);
  // Conditional on 'pending': of two operators deciding at once, the second gets NOT_PENDING.
  const decided = await decidePending(tx, row.id, {
    status: outcome.value.status,
    rejectionReason: outcome.value.rejectionReason,
    reviewedAt: operator.now,
    reviewedBy: operator.actorId,
  });
  if (decided === null) throw new BusinessError('VERIFICATION_NOT_PENDING');
  const after = reviewStateOf(decided);
  return {
    target: `verification:${verificationId}`,
    before: reviewStateOf(row),
    after,
    result: after,
  };
}

/**
 * The full ID number for the compliance reviewer comparing it with the photo (everyone else sees it
 * masked). Audited as a view: the row names the submission and the field, never the number.
 */
export async function idNumberForReviewer(
  tx: DbOrTx,
  verificationId: string,
): Promise<AuditedChange<AdminVerificationIdNumberData>> {
  const row = await findVerification(tx, verificationId);
  if (row === null) throw new BusinessError('NOT_FOUND');
  return {
    target: `verification:${verificationId}`,
    before: null,
    after: { viewed: 'id_number', user_id: row.userId },
    result: { id: row.id, id_type: row.idType, id_number: row.idNumber },
  };
}

/** How many submissions wait for review (the queue's count). */
export async function pendingCount(deps: VerificationDeps): Promise<number> {
  return countPending(deps.db);
}

/** The user's pending submission id, or null (the browser-test helper approves it). */
export async function pendingVerificationOf(
  deps: VerificationDeps,
  userId: string,
): Promise<string | null> {
  return (await findPendingOfUser(deps.db, userId))?.id ?? null;
}

/** Whether the user's identity is verified (withdrawals require it, product.md §5.8). */
export async function isIdentityVerified(deps: VerificationDeps, userId: string): Promise<boolean> {
  return hasVerifiedIdentity(deps.db, userId);
}
