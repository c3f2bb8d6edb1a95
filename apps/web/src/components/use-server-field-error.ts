import { useState } from 'react';
import type { IdentityReason, Reason } from '@waihui/contracts';
import { ApiError } from '@/lib/http/client';

/** Which form field a server reason (`data.reason`) belongs to. */
export type ServerFieldMap<F extends string> = Partial<Record<IdentityReason | Reason, F>>;

/**
 * The server's answer to a submitted form, shown under the field it is about. The HTTP client has
 * already toasted the message (spec §8); keeping it beside the field too tells the user what to fix.
 * The message is the server's own (translated by the `lang` header), never matched on: the field is
 * found by the stable reason. Editing that field clears it.
 */
export function useServerFieldError<F extends string>(map: ServerFieldMap<F>) {
  const [current, setCurrent] = useState<{ field: F; message: string } | null>(null);
  return {
    messageFor(field: F): string | null {
      return current?.field === field ? current.message : null;
    },
    clear(field: F): void {
      if (current?.field === field) setCurrent(null);
    },
    show(error: unknown): void {
      if (!(error instanceof ApiError) || error.kind !== 'envelope') return;
      const reason = error.details.reason as IdentityReason | Reason | undefined;
      const field = reason === undefined ? undefined : map[reason];
      setCurrent(
        field === undefined || error.message === '' ? null : { field, message: error.message },
      );
    },
  };
}
