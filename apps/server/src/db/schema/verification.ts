import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './identity';

/*
 * Identity verification (product.md §4.1, §11.2, modules/verification). Photos are files in the ID photo directory
 * (config ID_PHOTO_DIR, never a public folder), named by their row's id; this table says whose they
 * are. Each submission of the form is a row; the user's status is their latest row's (none:
 * unverified). At most one pending and one verified row per user, held by partial unique indexes,
 * so two submissions racing cannot both become pending.
 */

export const verificationStatuses = ['pending', 'verified', 'rejected'] as const;
export const idTypes = ['id_card', 'passport', 'drivers_license', 'health_insurance_card'] as const;
export const genders = ['male', 'female'] as const;

/** An uploaded ID photo, re-encoded as JPEG without metadata. */
export const idPhotos = pgTable(
  'id_photos',
  {
    /** Also the file name (`<id>.jpg`) in the ID photo directory. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Size of the stored file, in bytes. */
    bytes: integer('bytes').notNull(),
    widthPx: integer('width_px').notNull(),
    heightPx: integer('height_px').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('id_photos_user_idx').on(t.userId)],
);

/** One submission of the identity form and, once decided, the operator's decision. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: verificationStatuses }).notNull(),
    /** ISO 3166-1 alpha-2, from the area list. */
    country: text('country').notNull(),
    realName: text('real_name').notNull(),
    gender: text('gender', { enum: genders }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    idType: text('id_type', { enum: idTypes }).notNull(),
    /** Normalised (core normaliseIdNumber); only ever answered masked. */
    idNumber: text('id_number').notNull(),
    frontPhotoId: uuid('front_photo_id')
      .notNull()
      .references(() => idPhotos.id),
    backPhotoId: uuid('back_photo_id')
      .notNull()
      .references(() => idPhotos.id),
    /** Shown to the user when rejected. */
    rejectionReason: text('rejection_reason'),
    submittedAt: instant('submitted_at').notNull(),
    reviewedAt: instant('reviewed_at'),
    /** The operator who decided; null while pending. */
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.submittedAt),
    index('identity_verifications_status_idx').on(t.status, t.submittedAt),
    uniqueIndex('identity_verifications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('identity_verifications_one_verified')
      .on(t.userId)
      .where(sql`${t.status} = 'verified'`),
    check(
      'identity_verifications_reason',
      sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null)`,
    ),
  ],
);
