import {
  hashKey,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Book, practiceRoutes } from '@waihui/contracts';
import { confirmDialog } from '@/lib/confirm-dialog';
import { call } from '@/lib/http/client';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import './forms.css';

/** The session's active book: live or practice (docs/decisions.md, "Practice and live"). */
export const BOOK_KEY = ['book'] as const;

/**
 * Calls `onSwitch` each time the cached book of this session changes to the other one (a switch
 * here, or one another tab made that a refetch found); the first answer is not a switch. Returns
 * the function that stops watching. The trading pages' live channel subscribes again on it.
 */
export function watchBookSwitch(client: QueryClient, onSwitch: (book: Book) => void): () => void {
  let seen = client.getQueryData<{ book: Book }>(BOOK_KEY)?.book;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== hashKey(BOOK_KEY)) return;
    const book = (event.query.state.data as { book: Book } | undefined)?.book;
    if (book === undefined || book === seen) return;
    const switched = seen !== undefined;
    seen = book;
    if (switched) onSwitch(book);
  });
}

/**
 * Which book this session trades in, said plainly, and the one-tap switch between them (with the
 * practice book's reset while in it). Every trading screen shows it under its header; nothing shows
 * logged out. A switch or a reset refetches every query, since balances, positions and orders of
 * the other book answer from then on.
 */
export function BookSwitch() {
  const token = useAppStore((state) => state.token);
  if (token === null) return null;
  return <BookSwitchBar />;
}

function BookSwitchBar() {
  const { t } = useTranslation('assets');
  const client = useQueryClient();
  const status = useQuery({
    queryKey: BOOK_KEY,
    queryFn: ({ signal }) => call(practiceRoutes.practiceStatus, undefined, { signal }),
  });
  const switchBook = useMutation({
    mutationFn: (book: Book) => call(practiceRoutes.practiceSwitch, { book }),
    // The answer is the new status: cached at once (watchBookSwitch hears it), then all is read again.
    onSuccess: (data) => {
      client.setQueryData(BOOK_KEY, data);
      return client.invalidateQueries();
    },
  });
  const reset = useMutation({
    mutationFn: () => call(practiceRoutes.practiceReset, undefined),
    onSuccess: async () => {
      showToast(t('book.resetDone'));
      await client.invalidateQueries();
    },
  });
  const book = switchBook.isPending ? switchBook.variables : status.data?.book;
  if (book === undefined) return null;
  const busy = switchBook.isPending || reset.isPending;

  async function onReset(): Promise<void> {
    if (await confirmDialog({ title: t('book.resetTitle'), content: t('book.resetConfirm') }))
      reset.mutate();
  }

  return (
    <section className={`wh-book wh-book--${book}`} aria-label={t('book.label')}>
      <div className="wh-book__choices" role="group" aria-label={t('book.label')}>
        {(['live', 'practice'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="wh-book__choice"
            aria-pressed={book === choice}
            disabled={busy}
            onClick={() => book !== choice && switchBook.mutate(choice)}
          >
            {t(`book.${choice}`)}
          </button>
        ))}
      </div>
      <p className="wh-book__note" role="status">
        {t(book === 'practice' ? 'book.practiceNote' : 'book.liveNote')}
      </p>
      {book === 'practice' ? (
        <button
          type="button"
          className="wh-book__reset"
          disabled={busy}
          onClick={() => void onReset()}
        >
          {t('book.reset')}
        </button>
      ) : null}
    </section>
  );
}
