import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { currentPath, renderInApp, setUpI18n } from '@/test/render';
import { AccountButton } from './account-button';

describe('AccountButton', () => {
  beforeAll(async () => {
    await setUpI18n([]);
  });

  it('is a link named "My account" with a hidden SVG icon, and opens the "me" page', () => {
    renderInApp(<AccountButton />, { path: '/pages/index/index' });
    const link = screen.getByRole('link', { name: 'My account' });
    expect(link.getAttribute('href')).toBe('#/pages/wode/wode');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(link);
    expect(currentPath()).toBe('/pages/wode/wode');
  });
});
