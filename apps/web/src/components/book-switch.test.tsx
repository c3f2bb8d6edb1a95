import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useAppStore } from '@/lib/store/store';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import { BOOK_KEY, BookSwitch, watchBookSwitch } from './book-switch';

vi.mock('@/lib/confirm-dialog', () => ({ confirmDialog: vi.fn(() => Promise.resolve(true)) }));

describe('BookSwitch', () => {
  beforeAll(async () => {
    await setUpI18n(['assets']);
  });

  it('shows nothing logged out', () => {
    const api = mockApi({});
    useAppStore.setState({ token: null });
    const { container } = renderInApp(<BookSwitch />);
    expect(container.innerHTML).toBe('');
    expect(api.calls).toEqual([]);
  });

  it('says which book is in use and switches in one tap', async () => {
    let book: 'live' | 'practice' = 'live';
    const api = mockApi({
      practiceStatus: () => ({ data: { book } }),
      practiceSwitch: (call: RecordedCall) => {
        book = (call.body as { book: 'live' | 'practice' }).book;
        return { data: { book } };
      },
    });
    useAppStore.setState({ token: 'tok' });
    renderInApp(<BookSwitch />);
    const live = await screen.findByRole('button', { name: 'Live account' });
    expect(live.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Live: real money.');
    expect(screen.queryByRole('button', { name: 'Reset practice' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Practice account' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Practice account' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Practice: virtual money. It cannot be withdrawn, transferred to your live account or counted in your live totals.',
    );
    expect(api.actions()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/practice/switch',
        body: { book: 'practice' },
      }),
    ]);
  });

  it('resets the practice book after the confirmation', async () => {
    const api = mockApi({
      practiceStatus: { data: { book: 'practice' } },
      practiceReset: { data: { closed_positions: 1, cancelled_orders: 0, entry_id: 9 } },
    });
    useAppStore.setState({ token: 'tok' });
    renderInApp(<BookSwitch />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset practice' }));
    await waitFor(() =>
      expect(api.actions()).toEqual([
        expect.objectContaining({ method: 'POST', path: '/api/practice/reset' }),
      ]),
    );
  });

  it('a switch is heard by its watchers at once: the first answer is not a switch, the same book twice is one', async () => {
    let book: 'live' | 'practice' = 'live';
    mockApi({
      practiceStatus: () => ({ data: { book } }),
      practiceSwitch: (call: RecordedCall) => {
        book = (call.body as { book: 'live' | 'practice' }).book;
        return { data: { book } };
      },
    });
    useAppStore.setState({ token: 'tok' });
    const { queryClient } = renderInApp(<BookSwitch />);
    const heard: string[] = [];
    const stop = watchBookSwitch(queryClient, (next) => heard.push(next));
    await screen.findByRole('button', { name: 'Live account' });
    expect(heard).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Practice account' }));
    await waitFor(() => expect(heard).toEqual(['practice']));
    fireEvent.click(await screen.findByRole('button', { name: 'Live account' }));
    await waitFor(() => expect(heard).toEqual(['practice', 'live']));
    stop();
    queryClient.setQueryData(BOOK_KEY, { book: 'practice' });
    expect(heard).toEqual(['practice', 'live']);
  });

  it('watches a cache that already holds the book: another tab’s switch found by a refetch counts', () => {
    const client = new QueryClient();
    client.setQueryData(BOOK_KEY, { book: 'live' });
    const heard: string[] = [];
    watchBookSwitch(client, (next) => heard.push(next));
    client.setQueryData(BOOK_KEY, { book: 'live' });
    client.setQueryData(['other'], { book: 'practice' });
    client.setQueryData(BOOK_KEY, { book: 'practice' });
    expect(heard).toEqual(['practice']);
  });
});
