import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@tala/contract/endpoint';
import { system } from '@tala/contract/system';
import { sessionStore } from '../lib/storage.ts';
import { useUiStore } from '../state/ui-store.ts';
import { api, configureApi } from './client.ts';
import { ApiError } from './api-error.ts';

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const postJson = endpoint({
  id: 'test.post',
  method: 'POST',
  path: '/wps/test',
  auth: 'member',
  summary: '',
  tags: [],
  input: z.object({ a: z.number() }),
  output: z.object({ ok: z.boolean() }),
});
const postForm = { ...postJson, id: 'test.form', form: true };
const postEnc = { ...postJson, id: 'test.enc', encrypted: true };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useUiStore.setState({ dialogs: [], toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('builds a query string for GET, sends the token header and unwraps the envelope', async () => {
    sessionStore.set('token', 'tok-1');
    fetchMock.mockImplementation(async () => reply({ success: true, value: { status: 0, ip: '1.2.3.4' } }));
    const value = await api(system.status, {});
    expect(value).toEqual({ status: 0, ip: '1.2.3.4' });
    await api(system.announcements, { pageNo: 2, pageSize: 9 });
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/wps/relay/MCSFE_getListAnnouncements?pageNo=2&pageSize=9');
    expect((init!.headers as Record<string, string>).token).toBe('tok-1');
  });

  it('sends JSON or form-encoded bodies as the endpoint says', async () => {
    fetchMock.mockImplementation(async () => reply({ success: true, value: { ok: true } }));
    await api(postJson, { a: 1 });
    await api(postForm, { a: 2 });
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('{"a":1}');
    expect(fetchMock.mock.calls[1]![1]!.body).toBe('a=2');
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
  });

  it('refuses to send an encrypted body in clear, and uses the encrypt hook when given', async () => {
    await expect(api(postEnc, { a: 1 })).rejects.toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockImplementation(async () => reply({ success: true, value: { ok: true } }));
    const encrypt = vi.fn(async () => ({ body: 'CIPHER', contentType: 'text/plain' }));
    await api(postEnc, { a: 1 }, { encrypt });
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('CIPHER');
  });

  it('maps a failed envelope to ApiError with code, message, field and status', async () => {
    fetchMock.mockImplementation(async () =>
      reply({ success: false, code: 'VALIDATION_FAILED', message: 'bad', field: 'a' }, 400),
    );
    const error = await api(postJson, { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'bad', field: 'a', status: 400 });
  });

  it('maps unknown codes and non-JSON answers', async () => {
    fetchMock.mockResolvedValueOnce(reply({ success: false, code: 'NOPE' }, 500));
    await expect(api(system.status, {})).rejects.toMatchObject({ code: 'UNKNOWN', status: 500 });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(api(system.status, {})).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 502 });
  });

  it('clears the session and asks for login once when the session has expired', async () => {
    sessionStore.set('token', 'old');
    sessionStore.set('account', 'ana');
    fetchMock.mockImplementation(async () => reply({ success: false, code: 'SESSION_EXPIRED' }, 401));
    await expect(api(postJson, { a: 1 })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(sessionStore.get('token')).toBeNull();
    expect(sessionStore.get('account')).toBeNull();
    expect(useUiStore.getState().dialogs).toEqual([{ name: 'login', tab: 'login' }]);
  });

  it('offers the forced password change when the server holds the session to it', async () => {
    sessionStore.set('token', 'restricted');
    fetchMock.mockImplementation(async () => reply({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' }, 403));
    await expect(api(postJson, { a: 1 })).rejects.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', status: 403 });
    expect(sessionStore.get('token')).toBe('restricted');
    expect(useUiStore.getState().dialogs).toEqual([{ name: 'changePassword', forced: true }]);
  });

  it('does not open the login dialog for a visitor without a token', async () => {
    fetchMock.mockImplementation(async () => reply({ success: false, code: 'LOGIN_REQUIRED' }, 401));
    await expect(api(postJson, { a: 1 })).rejects.toMatchObject({ code: 'LOGIN_REQUIRED' });
    expect(useUiStore.getState().dialogs).toEqual([]);
  });

  it('turns a network failure into NETWORK_ERROR and a translated toast', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api(system.status, {})).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    expect(useUiStore.getState().toasts).toMatchObject([{ tone: 'error', textKey: 'errors:NETWORK_ERROR' }]);
  });

  it('lets the login hook be replaced', async () => {
    const onLoginRequired = vi.fn();
    configureApi({ onLoginRequired });
    sessionStore.set('token', 'old');
    fetchMock.mockImplementation(async () => reply({ success: false, code: 'LOGIN_REQUIRED' }, 401));
    await api(postJson, { a: 1 }).catch(() => {});
    expect(onLoginRequired).toHaveBeenCalledOnce();
    configureApi({ onLoginRequired: () => {} });
  });
});
