import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile, SecurityOverview, SessionEntry } from '@tala/contract/member';
import { mockServer, refusal } from '../testing/mock-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { resetUiStore } from '../testing/reset.ts';
import { endSession, startSession } from '../../shared/state/session.ts';
import { PRELOAD_MS, preloadCentre } from '../testing/preload-centre.ts';

beforeAll(() => preloadCentre(), PRELOAD_MS);

let overview: SecurityOverview;
let sessions: SessionEntry[];
let profile: Profile;
let posted: { path: string; body: unknown }[];
let avatarUrl: string;

const emptyProfile: Profile = {
  nickname: 'Demo Player',
  birthday: '',
  permanentAddress: '',
  currentAddress: '',
  placeOfBirth: '',
  nationality: '',
  occupation: '',
  sourceOfIncome: '',
  idNumber: '',
  zalo: '',
  whatsapp: '',
  line: '',
  telegram: '',
  facebook: '',
};

beforeEach(() => {
  resetUiStore();
  endSession();
  posted = [];
  overview = {
    passwordChangedAt: '2026-01-02T03:04:05Z',
    mobile: { value: null, verified: false },
    email: { value: 'd***@example.com', verified: true },
    paymentPasswordSet: false,
    payoutAccounts: 0,
    score: { done: 2, total: 5 },
  };
  sessions = [
    {
      id: 2,
      createdAt: '2026-11-25T01:00:00Z',
      lastSeenAt: '2026-11-25T02:00:00Z',
      ip: '10.0.0.2',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
      current: true,
    },
    {
      id: 1,
      createdAt: '2026-11-20T01:00:00Z',
      lastSeenAt: '2026-11-21T02:00:00Z',
      ip: '10.0.0.1',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/131.0',
      current: false,
    },
  ];
  profile = { ...emptyProfile, birthday: '1990-05-14' };
  avatarUrl = '/media/avatar/demo.svg';
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:avatar');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  mockServer({
    routes: {
      '/wps/member/security': () => overview,
      '/wps/member/sessions': () => ({ list: sessions }),
      '/wps/member/sessions/end-others': () => {
        sessions = sessions.filter((s) => s.current);
        return { list: sessions };
      },
      '/wps/member/mobile/code': (_, body) => {
        posted.push({ path: 'code', body });
        return { expirationTime: Date.now() + 60_000, codeExpiresAt: Date.now() + 300_000 };
      },
      '/wps/member/mobile': (_, body) => {
        posted.push({ path: 'bind', body });
        if ((body as { verificationCode: string }).verificationCode !== '123456') {
          return refusal('VERIFICATION_CODE_INVALID', 400, 'verificationCode');
        }
        overview = { ...overview, mobile: { value: '+63 ******4567', verified: true }, score: { done: 3, total: 5 } };
        return overview;
      },
      '/wps/payout/password/status': () => ({ isSet: false, lockedUntil: null, hasMobile: false }),
      '/wps/payout/accounts': () => ({ list: [], limit: 3, payeeName: null }),
      '/wps/payout/providers': () => ({ list: [] }),
      '/wps/relay/MCSFE_getPlayerAvatar': () => ({ avatarUrl: avatarUrl }),
      '/wps/uploads': (url, body) => {
        posted.push({ path: `upload:${url.searchParams.get('purpose')}`, body: body === undefined ? 'none' : 'bytes' });
        return { id: 'up1', contentType: 'image/png', size: 20 };
      },
      // the resized avatar, fetched with the token
      '/wps/member/avatar/image': () => ({}),
      '/wps/member/avatar': (_, body) => {
        posted.push({ path: 'avatar', body });
        avatarUrl = (body as { uploadId: string | null }).uploadId
          ? '/wps/member/avatar/image?v=0123456789ab'
          : '/media/avatar/demo.svg';
        return { avatarUrl };
      },
      '/wps/member/profile': (_, body) => {
        if (body === undefined) return profile;
        posted.push({ path: 'profile', body });
        const next = body as Profile;
        if (next.nickname === 'Taken Name') return refusal('VALIDATION_FAILED', 400, 'nickname');
        profile = { ...profile, ...next };
        return profile;
      },
    },
  });
  startSession({ token: 'tok', account: 'demo', isAgent: 0 });
});

afterEach(() => vi.restoreAllMocks());

/** The rows of the safeguard list marked on (green), out of all of them. */
function onRows(items: ReturnType<typeof within>) {
  const rows = items.getAllByRole('listitem');
  return `${rows.filter((row: HTMLElement) => within(row).queryByText('On:') !== null).length} of ${rows.length}`;
}

async function openCentre(page: string) {
  renderApp(`/?mc=${page}`);
  return within(await screen.findByRole('dialog', { name: 'Member centre' }));
}

describe('security centre', () => {
  it('lists each safeguard with its state and the score; binds a mobile number with the code', async () => {
    const user = userEvent.setup();
    const centre = await openCentre('securityCenter');
    expect(await centre.findByRole('heading', { name: 'Security level: 2 of 5' })).toBeInTheDocument();
    const items = within(await centre.findByRole('list', { name: 'Safeguards' }));
    expect(items.getByText('Mobile number').closest('li')).toHaveTextContent('Not yet: Not bound');
    expect(items.getByText('Payment password').closest('li')).toHaveTextContent('Not yet: No payment password');
    expect(items.getByText('Payout account').closest('li')).toHaveTextContent('Not yet: 0 payout accounts');
    // one row for each scored safeguard: the green ones are the level
    expect(onRows(items)).toBe('2 of 5');
    expect(items.getByText(/d\*\*\*@example\.com · verified/)).toBeInTheDocument();
    // the cashier's section is part of the page
    expect(await centre.findByRole('heading', { name: 'Payment password' })).toBeInTheDocument();

    await user.click(items.getByRole('button', { name: 'Bind' }));
    const form = within(await centre.findByRole('form', { name: 'Bind a mobile number' }));
    await user.type(form.getByRole('textbox', { name: /^Mobile number/ }), '9171234567');
    await user.click(form.getByRole('button', { name: /send/i }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: 'code', body: { mobileNum: '9171234567', countryDialingCode: expect.any(String) } }]),
    );
    await user.type(form.getByRole('textbox', { name: /^Verification code/ }), '999999');
    await user.click(form.getByRole('button', { name: 'Confirm' }));
    expect(await form.findByText('Invalid or missing verification code.')).toBeInTheDocument();

    await user.clear(form.getByRole('textbox', { name: /^Verification code/ }));
    await user.type(form.getByRole('textbox', { name: /^Verification code/ }), '123456');
    await user.click(form.getByRole('button', { name: 'Confirm' }));
    expect(await centre.findByRole('heading', { name: 'Security level: 3 of 5' })).toBeInTheDocument();
    expect(centre.queryByRole('form', { name: 'Bind a mobile number' })).not.toBeInTheDocument();
    expect(items.getByText(/\+63 \*\*\*\*\*\*4567 · verified/)).toBeInTheDocument();
    expect(onRows(items)).toBe('3 of 5');
  });

  it('shows the signed-in devices and signs out the others', async () => {
    const user = userEvent.setup();
    const centre = await openCentre('securityCenter');
    const section = within(await centre.findByRole('region', { name: 'Signed-in devices' }));
    expect(await section.findByText('Chrome · Android')).toBeInTheDocument();
    expect(section.getByText('Firefox · Windows')).toBeInTheDocument();
    expect(section.getByText('This device')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Sign out other devices' }));
    expect(await section.findByText('Every other device has been signed out.')).toBeInTheDocument();
    expect(section.queryByText('Firefox · Windows')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Sign out other devices' })).toBeDisabled();
  });

  it('the login password entry opens the change-password dialog; the profile entry opens the profile', async () => {
    const user = userEvent.setup();
    const centre = await openCentre('securityCenter');
    const items = within(await centre.findByRole('list', { name: 'Safeguards' }));
    await user.click(items.getAllByRole('button', { name: 'Change' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // the profile is not a safeguard: it is outside the scored list
    expect(items.queryByText('Profile')).not.toBeInTheDocument();
    await user.click(centre.getByRole('button', { name: 'Edit' }));
    expect(await centre.findByRole('form', { name: 'Your profile' })).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('saves the nickname and fields; checks them first; the birthday once set is read-only', async () => {
    const user = userEvent.setup();
    const centre = await openCentre('profile');
    const form = within(await centre.findByRole('form', { name: 'Your profile' }));
    expect(form.getByLabelText(/^Birthday/)).toHaveAttribute('readonly');
    expect(form.getByText('Already set. Contact customer service to change it.')).toBeInTheDocument();

    const nickname = form.getByRole('textbox', { name: /^Nickname/ });
    await user.clear(nickname);
    await user.type(form.getByRole('textbox', { name: /^Zalo/ }), '12ab');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('Nickname is required.')).toBeInTheDocument();
    expect(form.getByText('Use 6 - 15 digits only.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(nickname, 'Lucky Juan');
    await user.clear(form.getByRole('textbox', { name: /^Zalo/ }));
    await user.type(form.getByRole('textbox', { name: /^Zalo/ }), '0912345678');
    await user.type(form.getByRole('textbox', { name: /^Occupation/ }), 'Engineer');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(posted[0]!.body).toMatchObject({ nickname: 'Lucky Juan', zalo: '0912345678', occupation: 'Engineer' });
  });

  it('refuses a birthday under the minimum age before sending', async () => {
    const user = userEvent.setup();
    profile = { ...emptyProfile };
    const centre = await openCentre('profile');
    const form = within(await centre.findByRole('form', { name: 'Your profile' }));
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 18);
    await user.type(form.getByLabelText(/^Birthday/), young.toISOString().slice(0, 10));
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('You must be at least 21 years old.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});

describe('avatar', () => {
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'me.png', { type: 'image/png' });

  it('shows the default avatar, uploads a new one and makes it the avatar, and goes back to the default', async () => {
    const user = userEvent.setup();
    const centre = await openCentre('profile');
    const section = within(await centre.findByRole('region', { name: 'Avatar' }));
    expect(await section.findByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', '/media/avatar/demo.svg');
    const input = section.getByRole('form', { name: 'Avatar' }).querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, png());
    await user.click(section.getByRole('button', { name: 'Save avatar' }));
    expect(await section.findByText('Your avatar has been saved.')).toBeInTheDocument();
    expect(posted).toEqual([
      { path: 'upload:avatar', body: 'bytes' },
      { path: 'avatar', body: { uploadId: 'up1' } },
    ]);
    // the uploaded image is fetched with the token and shown from an object URL
    await waitFor(() => expect(section.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', 'blob:avatar'));
    await user.click(section.getByRole('button', { name: 'Use the default avatar' }));
    await waitFor(() =>
      expect(section.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', '/media/avatar/demo.svg'),
    );
  });
});
