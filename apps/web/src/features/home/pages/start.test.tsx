import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { currentPath, linkHref, renderInApp, setUpI18n } from '@/test/render';
import StartPage from './start';

describe('start page', () => {
  beforeAll(async () => {
    await setUpI18n(['market']);
  });

  it('offers the app, Register and Log in; Register opens the register page', () => {
    renderInApp(<StartPage />, { path: '/pages/start/index' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Enter the app',
      'Register',
      'Log in',
    ]);
    expect(linkHref('Enter the app')).toBe('#/pages/index/index');
    expect(linkHref('Log in')).toBe('#/pages/login/login');
    fireEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(currentPath()).toBe('/pages/login/register');
  });
});
