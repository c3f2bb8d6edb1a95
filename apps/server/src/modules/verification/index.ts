import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { ID_PHOTO_MAX_BYTES, type VerificationStatus } from '@waihui/core';
import type { Language, PendingVerification } from '@waihui/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { devVerificationRoutes } from './verification.dev.routes';
import { createPhotoLinkSigner } from './verification.photo-links';
import { createPhotoStore } from './verification.photo-store';
import { verificationOperatorHttpRoutes } from './verification.operator.routes';
import { verificationHttpRoutes } from './verification.routes';
import {
  isIdentityVerified,
  listPendingVerifications,
  reviewVerification,
  type VerificationDeps,
  verificationStatusOf,
} from './verification.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Identity verification's review service and `isIdentityVerified` (funding, tests). */
    verification: Verification;
  }
}

/*
 * The verification module's front door (README.md): `createVerification` builds the module object
 * (funding asks `isIdentityVerified`, identity `statusOf`), `verificationPlugin` registers its
 * routes given that object. Operators are checked by the caller's route.
 */

export interface Verification {
  deps: VerificationDeps;
  /** Pending submissions, oldest first, with photo links made for this operator. */
  listPending(operatorId: string, lang: Language): Promise<PendingVerification[]>;
  approve(verificationId: string, operatorId: string): Promise<void>;
  /** `reason` is shown to the user (trimmed, 1–200 characters). */
  reject(verificationId: string, operatorId: string, reason: string): Promise<void>;
  isIdentityVerified: (userId: string) => Promise<boolean>;
  /** The user's current status (the "me" page's profile shows it). */
  statusOf: (userId: string) => Promise<VerificationStatus>;
  /** config.EXPOSE_OUTBOX: adds POST /api/dev/verification/approve (browser tests). */
  exposeDevRoutes: boolean;
  /** The identity module's account lookup (e-mail or E.164 phone → user id), for the dev route. */
  findUserIdByAccount: (account: string) => Promise<string | null>;
}

export function createVerification(options: {
  config: Pick<
    Config,
    | 'ID_PHOTO_DIR'
    | 'DATA_DIR'
    | 'ID_PHOTO_LINK_SECRET'
    | 'ID_PHOTO_LINK_TTL_SECONDS'
    | 'EXPOSE_OUTBOX'
  >;
  db: Db;
  now: () => Date;
  findUserIdByAccount: (account: string) => Promise<string | null>;
  /** The settings' barred countries (an identity document from one is refused). */
  barredCountries: () => Promise<readonly string[]>;
}): Verification {
  const { config } = options;
  const deps: VerificationDeps = {
    db: options.db,
    now: options.now,
    photos: createPhotoStore(config.ID_PHOTO_DIR ?? path.join(config.DATA_DIR, 'id-photos')),
    links: createPhotoLinkSigner(
      // Without a configured secret, a random one per process: links only live minutes.
      config.ID_PHOTO_LINK_SECRET ?? randomBytes(32).toString('hex'),
      config.ID_PHOTO_LINK_TTL_SECONDS,
    ),
    barredCountries: options.barredCountries,
  };
  return {
    deps,
    listPending: (operatorId, lang) => listPendingVerifications(deps, operatorId, lang),
    approve: async (id, operatorId) => {
      await reviewVerification(deps, id, operatorId, { kind: 'approve' });
    },
    reject: async (id, operatorId, reason) => {
      await reviewVerification(deps, id, operatorId, { kind: 'reject', reason });
    },
    isIdentityVerified: (userId) => isIdentityVerified(deps, userId),
    statusOf: (userId) => verificationStatusOf(deps, userId),
    exposeDevRoutes: config.EXPOSE_OUTBOX,
    findUserIdByAccount: options.findUserIdByAccount,
  };
}

/** Identity verification: the user's routes, multipart uploads for this module only, dev helper. */
export const verificationPlugin: FastifyPluginAsync<{ verification: Verification }> = async (
  app,
  { verification },
) => {
  // One file per request, nothing else; the cap is checked again after reading (processIdPhoto).
  await app.register(multipart, {
    limits: { fileSize: ID_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  await app.register(verificationHttpRoutes, { deps: verification.deps });
  // The back-office's review queue (operator routes, audited).
  await app.register(verificationOperatorHttpRoutes, { deps: verification.deps });
  if (verification.exposeDevRoutes) {
    await app.register(devVerificationRoutes, {
      deps: verification.deps,
      findUserIdByAccount: verification.findUserIdByAccount,
    });
  }
};
