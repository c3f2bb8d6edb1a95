import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PhotoUploadData, VerificationCenterData } from '@waihui/contracts';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { getToast, hideToast } from '@/lib/toast/toast';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { AREAS, USER } from '@/test/identity-fixtures';
import { currentPath, linkHref, renderInApp, setUpI18n } from '@/test/render';
import { UploadFailure, uploadIdPhoto, type UploadOptions } from '../api/upload-id-photo';
import type * as UploadModule from '../api/upload-id-photo';
import { downscalePhoto } from '../components/downscale-photo';
import IdentityVerification2Page from './identity-verification-2';

vi.mock('../api/upload-id-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadModule>()),
  uploadIdPhoto: vi.fn(),
}));
vi.mock('../components/downscale-photo', () => ({ downscalePhoto: vi.fn() }));

const UNVERIFIED: VerificationCenterData = {
  status: 'unverified',
  rejection_reason: null,
  submitted_at: null,
  reviewed_at: null,
  details: null,
};

/** Each upload answers the next photo id and reports 50 % then 100 %. */
function uploadsSucceed() {
  let next = 0;
  vi.mocked(uploadIdPhoto).mockImplementation(
    (_photo: Blob, options: UploadOptions): Promise<PhotoUploadData> => {
      options.onProgress?.(50);
      options.onProgress?.(100);
      next += 1;
      return Promise.resolve({
        photo_id: `00000000-0000-4000-8000-00000000000${next}`,
        bytes: 1234,
        width: 1600,
        height: 1200,
      });
    },
  );
}

async function renderForm() {
  const api = mockApi({
    verificationCenter: { data: UNVERIFIED },
    areaList: { data: AREAS },
    userInfo: { data: USER },
    verificationSubmit: (call: RecordedCall) => ({
      data: {
        ...UNVERIFIED,
        status: 'pending',
        submitted_at: call.body === undefined ? null : '2026-11-22T10:00:00.000Z',
      },
    }),
  });
  useAppStore.setState({ token: 'tok' });
  renderInApp(<IdentityVerification2Page />, { path: '/pages/wode/shiMingRenZheng2' });
  await screen.findByLabelText('Real name');
  return api;
}

function pick(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function choosePhoto(label: string) {
  const file = new File(['x'.repeat(10)], 'id.jpg', { type: 'image/jpeg' });
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
    await Promise.resolve();
  });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
}

describe('identity verification form (/pages/wode/shiMingRenZheng2)', () => {
  beforeAll(async () => {
    await setUpI18n(['verification', 'identity', 'messages']);
  });
  beforeEach(() => {
    useAppStore.setState(INITIAL_DATA);
    vi.mocked(downscalePhoto).mockImplementation((file: Blob) =>
      Promise.resolve({ blob: file, width: 1600, height: 1200 }),
    );
    uploadsSucceed();
  });
  afterEach(() => {
    hideToast();
    vi.mocked(uploadIdPhoto).mockReset();
  });

  it('shows every missing entry under its field and sends nothing', async () => {
    const api = await renderForm();
    submit();
    expect(await screen.findByText('Please enter your name as it appears on your ID')).toBeTruthy();
    expect(screen.queryByText('Please select your gender')).not.toBeNull();
    expect(screen.queryByText('Please choose a valid date of birth')).not.toBeNull();
    expect(screen.queryByText('Please select a document type')).not.toBeNull();
    expect(screen.queryByText('Please enter the document number')).not.toBeNull();
    expect(screen.getAllByText('Please upload the front and back of your document')).toHaveLength(
      2,
    );
    expect(api.actions()).toEqual([]);
  });

  it('refuses a birth date under 18', async () => {
    await renderForm();
    pick('Date of birth', '2020-01-01');
    submit();
    expect(
      await screen.findByText('You must be at least 18 years old to verify your identity'),
    ).toBeTruthy();
  });

  it('uploads both photos, then submits the form and goes back to the status', async () => {
    const api = await renderForm();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Country or region').value).toBe('DE'),
    );
    pick('Real name', 'Hanako Yamada');
    pick('Gender', 'female');
    pick('Date of birth', '1990-04-01');
    pick('Document type', 'passport');
    pick('Document number', 'TK1234567');
    await choosePhoto('Front of the document');
    await choosePhoto('Back of the document');
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    expect(vi.mocked(uploadIdPhoto).mock.calls.map(([, options]) => options.token)).toEqual([
      'tok',
      'tok',
    ]);
    submit();
    await waitFor(() => expect(currentPath()).toBe('/pages/wode/shiMingRenZheng'));
    expect(api.actions().map((call) => call.body)).toEqual([
      {
        country: 'DE',
        name: 'Hanako Yamada',
        gender: 'female',
        birth_date: '1990-04-01',
        id_type: 'passport',
        id_number: 'TK1234567',
        front_photo_id: '00000000-0000-4000-8000-000000000001',
        back_photo_id: '00000000-0000-4000-8000-000000000002',
      },
    ]);
    expect(getToast()?.text).toBe('Submitted for review');
  });

  it('tells the user to contact customer service when an upload fails', async () => {
    vi.mocked(uploadIdPhoto).mockRejectedValue(
      new UploadFailure('Only JPEG, PNG or WebP photos are accepted', {
        reason: 'PHOTO_TYPE_NOT_ALLOWED',
      }),
    );
    await renderForm();
    await choosePhoto('Front of the document');
    const expected =
      'Only JPEG, PNG or WebP photos are accepted. The photo upload failed: please try again, or contact customer service if it keeps failing.';
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(getToast()?.text).toBe(expected);
    expect(linkHref('Contact customer service')).toBe('#/pages/wode/contactUs');
  });
});
