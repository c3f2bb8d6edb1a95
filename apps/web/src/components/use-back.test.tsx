import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HashRouter, useNavigate, type NavigateFunction } from 'react-router';
import { initI18n } from '../lib/i18n/i18n';
import { PageHeader } from './page-header';

let navigate: NavigateFunction | undefined;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function renderHeader() {
  render(
    <HashRouter>
      <CaptureNavigate />
      <PageHeader title="Chart" />
    </HashRouter>,
  );
}

describe('header back button', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    window.history.replaceState(null, '', '#/pages/kLine/kLine');
  });

  it('with no earlier in-app page (deep link or relaunch) goes to the home tab', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.location.hash).toBe('#/pages/index/index');
  });

  it('after in-app navigation goes back to the previous page', async () => {
    window.history.replaceState(null, '', '#/pages/wode/wode');
    renderHeader();
    await act(async () => {
      await navigate?.('/pages/wode/yuYan');
    });
    expect(window.location.hash).toBe('#/pages/wode/yuYan');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(window.location.hash).toBe('#/pages/wode/wode');
  });
});
