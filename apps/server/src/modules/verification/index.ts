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
    /** Identity verification's review service and `isIdentityVerified` (back-office, funding, tests). */
    verification: VerificationService;
  }
}

/**
 * The verification module's front door for app.ts and other modules (the back-office reviews
 * through it; funding asks `isIdentityVerified`). Operators are checked by the caller's route.
 */
export interface VerificationService {
  deps: VerificationDeps;
  /** Pending submissions, oldest first, with photo links made for this operator. */
  listPending(operatorId: string, lang: Language): Promise<PendingVerification[]>;
  approve(verificationId: string, operatorId: string): Promise<void>;
  /** `reason` is shown to the user (trimmed, 1–200 characters). */
  reject(verificationId: string, operatorId: string, reason: string): Promise<void>;
  isIdentityVerified(userId: string): Promise<boolean>;
  /** The user's current status (the "me" page's profile shows it). */
  statusOf(userId: string): Promise<VerificationStatus>;
}

export function createVerificationService(options: {
  config: Config;
  db: Db;
  now: () => Date;
}): VerificationService {
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
  };
}

export interface VerificationModuleOptions {
  service: VerificationService;
  /** config.EXPOSE_OUTBOX: adds POST /api/dev/verification/approve (browser tests). */
  exposeDevRoutes: boolean;
  /** The identity module's account lookup (e-mail or E.164 phone → user id), for the dev route. */
  findUserIdByAccount: (account: string) => Promise<string | null>;
}

/** Identity verification: the user's routes, multipart uploads for this module only, dev helper. */
export const verificationModule: FastifyPluginAsync<VerificationModuleOptions> = async (
  app,
  options,
) => {
  // One file per request, nothing else; the cap is checked again after reading (processIdPhoto).
  await app.register(multipart, {
    limits: { fileSize: ID_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  await app.register(verificationHttpRoutes, { deps: options.service.deps });
  // The back-office's review queue (operator routes, audited).
  await app.register(verificationOperatorHttpRoutes, { deps: options.service.deps });
  if (options.exposeDevRoutes) {
    await app.register(devVerificationRoutes, {
      deps: options.service.deps,
      findUserIdByAccount: options.findUserIdByAccount,
    });
  }
};
