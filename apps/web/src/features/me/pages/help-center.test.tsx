import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { HelpCentreData } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi } from '@/test/api-mock';
import { renderInApp, setUpI18n } from '@/test/render';
import HelpCenterPage from './help-center';

const HELP: HelpCentreData = {
  topics: [
    {
      topic: 'account',
      questions: [
        {
          id: 7,
          slug: 'help-verify-identity',
          title: 'How do I verify my identity?',
          html: '<p>Go to <strong>My account → Identity verification</strong>.</p>',
          text: 'Go to My account → Identity verification.',
          lang: 'en',
          fallback: false,
        },
      ],
    },
    {
      topic: 'trading',
      questions: [
        {
          id: 12,
          slug: 'help-margin',
          title: 'What is margin?',
          html: '<p>Margin = position value ÷ leverage.</p>',
          text: 'Margin = position value ÷ leverage.',
          lang: 'en',
          fallback: true,
        },
      ],
    },
  ],
};

describe('help centre (/pages/wode/helpCenter)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'messages']);
  });
  beforeEach(() => {
    useAppStore.setState({ ...INITIAL_DATA });
  });

  it('groups questions by topic, each answer closed until its question is tapped', async () => {
    mockApi({ helpCentre: { data: HELP } });
    renderInApp(<HelpCenterPage />, { path: '/pages/wode/helpCenter' });
    const trading = await screen.findByRole('region', { name: 'Trading and risk' });
    const account = screen.getByRole('region', { name: 'Account and security' });
    expect(
      within(account)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['How do I verify my identity?']);
    const toggle = within(trading).getByRole('button', { name: 'What is margin?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(answer?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(answer?.hidden).toBe(false);
    expect(answer?.textContent).toBe(
      'Not yet translated into your language: shown in English.Margin = position value ÷ leverage.',
    );
    fireEvent.click(toggle);
    expect(answer?.hidden).toBe(true);
  });

  it('searches questions and answers, showing the matches open and saying how many', async () => {
    mockApi({ helpCentre: { data: HELP } });
    renderInApp(<HelpCenterPage />, { path: '/pages/wode/helpCenter' });
    await screen.findByRole('region', { name: 'Trading and risk' });

    fireEvent.change(screen.getByLabelText('Search the help centre'), {
      target: { value: 'leverage' },
    });
    expect(screen.getByRole('status').textContent).toBe('1 answer found');
    expect(screen.queryByRole('region', { name: 'Account and security' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'What is margin?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.change(screen.getByLabelText('Search the help centre'), {
      target: { value: 'bitcoin' },
    });
    expect(screen.getByRole('status').textContent).toBe('No answer matches “bitcoin”.');
    expect(screen.queryAllByRole('region')).toEqual([]);
  });
});
