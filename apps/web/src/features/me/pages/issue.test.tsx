import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Feedback } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import IssuePage from './issue';

const OLD: Feedback = {
  id: 1,
  content: 'Please add a dark theme',
  created_at: '2026-11-22T10:00:30.000Z',
  answer: null,
  answered_at: null,
};

function textArea(): HTMLTextAreaElement {
  return screen.getByLabelText('Your feedback');
}

describe('feedback (/pages/wode/issue)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'identity', 'messages']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA, token: 'tok' });
  });

  it('asks a visitor to log in', () => {
    useAppStore.setState({ ...INITIAL_DATA, token: null });
    mockApi({});
    renderInApp(<IssuePage />, { path: '/pages/wode/issue' });
    expect(screen.queryByLabelText('Your feedback')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).not.toBe('');
  });

  it('counts characters as typed and refuses more than 140 before sending', async () => {
    const api = mockApi({
      feedbackList: { data: { list: [], page: 1, limit: 20, has_more: false } },
    });
    renderInApp(<IssuePage />, { path: '/pages/wode/issue' });
    expect(screen.queryByText('0 of 140 characters')).not.toBeNull();
    fireEvent.change(textArea(), { target: { value: '反'.repeat(141) } });
    expect(screen.getByText('141 of 140 characters').getAttribute('data-over')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Feedback can be at most 140 characters',
    );
    expect(textArea().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends trimmed feedback, clears the form and lists it with the earlier ones', async () => {
    let sent: Feedback[] = [OLD];
    const api = mockApi({
      feedbackList: () => ({ data: { list: sent, page: 1, limit: 20, has_more: false } }),
      feedbackSubmit: (call: RecordedCall) => {
        const created: Feedback = {
          id: 2,
          content: (call.body as { content: string }).content,
          created_at: '2026-11-22T11:00:00.000Z',
          answer: null,
          answered_at: null,
        };
        sent = [created, ...sent];
        return { data: created };
      },
    });
    renderInApp(<IssuePage />, { path: '/pages/wode/issue' });
    const history = await screen.findByRole('region', { name: 'Feedback you sent' });
    await within(history).findByText('Please add a dark theme');
    expect(within(history).getByTestId('feedback-1').querySelector('time')?.textContent).toBe(
      '2026-11-22 10:00:30 UTC',
    );

    fireEvent.change(textArea(), { target: { value: '  The chart needs a crosshair  ' } });
    expect(screen.queryByText('27 of 140 characters')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await within(history).findByText('The chart needs a crosshair');
    expect(textArea().value).toBe('');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { content: 'The chart needs a crosshair' },
    ]);
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual(['feedback-2', 'feedback-1']);
  });

  it('shows a server refusal under the field', async () => {
    mockApi({
      feedbackList: { data: { list: [], page: 1, limit: 20, has_more: false } },
      feedbackSubmit: { fail: 'FEEDBACK_EMPTY', msg: 'Please write your feedback first' },
    });
    renderInApp(<IssuePage />, { path: '/pages/wode/issue' });
    await screen.findByText('You have not sent any feedback yet.');
    fireEvent.change(textArea(), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please write your feedback first'),
    );
  });

  it('shows the operator’s answer and when it was given; an open one says it waits', async () => {
    const answered: Feedback = {
      id: 3,
      content: 'Where is my deposit?',
      created_at: '2026-11-22T09:00:00.000Z',
      answer: 'It was confirmed this morning.',
      answered_at: '2026-11-23T08:15:00.000Z',
    };
    mockApi({
      feedbackList: { data: { list: [answered, OLD], page: 1, limit: 20, has_more: false } },
    });
    renderInApp(<IssuePage />, { path: '/pages/wode/issue' });
    const item = await screen.findByTestId('feedback-3');
    expect(within(item).queryByText('It was confirmed this morning.')).not.toBeNull();
    expect(
      Array.from(item.querySelectorAll('time')).map((time) => [
        time.getAttribute('datetime'),
        time.textContent,
      ]),
    ).toEqual([
      ['2026-11-22T09:00:00.000Z', '2026-11-22 09:00:00 UTC'],
      ['2026-11-23T08:15:00.000Z', '2026-11-23 08:15:00 UTC'],
    ]);
    expect(within(item).queryByText('Not answered yet')).toBeNull();
    expect(within(screen.getByTestId('feedback-1')).queryByText('Not answered yet')).not.toBeNull();
  });
});
