import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * ID photo files: `<dir>/<photo id>.jpg`, in a directory that is not served by anything (config
 * ID_PHOTO_DIR, default <DATA_DIR>/id-photos). The directory is made on the first upload with mode
 * 0700 and files with 0600. A file is written under a temporary name and renamed, so a reader never
 * sees half a photo. Ids are UUIDs the server made; nothing from the request becomes a path.
 */

export interface PhotoStore {
  write(photoId: string, jpeg: Buffer): Promise<void>;
  /** The file's bytes, or null when it is missing. */
  read(photoId: string): Promise<Buffer | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createPhotoStore(dir: string): PhotoStore {
  function fileOf(photoId: string): string {
    if (!UUID.test(photoId)) throw new Error(`not a photo id: ${photoId}`);
    return path.join(dir, `${photoId}.jpg`);
  }
  return {
    async write(photoId, jpeg) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = fileOf(photoId);
      await writeFile(`${file}.part`, jpeg, { mode: 0o600 });
      await rename(`${file}.part`, file);
    },
    async read(photoId) {
      try {
        return await readFile(fileOf(photoId));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
