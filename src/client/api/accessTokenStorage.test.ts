import { ACCESS_TOKEN_STORAGE_KEY } from '../../shared/constants';
import { fakeAccessToken } from '../testing/handlers/identityHandlers';
import {
  clearAccessToken,
  expiresWithin,
  readAccessToken,
  storeAccessToken,
} from './accessTokenStorage';

describe('access token storage', () => {
  it('keeps the token in local storage under "accessToken" until cleared', () => {
    expect(readAccessToken()).toBeNull();

    storeAccessToken('header.payload.signature');
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('header.payload.signature');
    expect(readAccessToken()).toBe('header.payload.signature');

    clearAccessToken();
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(readAccessToken()).toBeNull();
  });

  it('reads a token another tab stored', () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'from.another.tab');
    expect(readAccessToken()).toBe('from.another.tab');
  });

  it('keeps the token for the page when local storage is unavailable', () => {
    const unavailable = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(unavailable);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(unavailable);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(unavailable);

    storeAccessToken('in.memory.only');
    expect(readAccessToken()).toBe('in.memory.only');

    clearAccessToken();
    expect(readAccessToken()).toBeNull();
  });
});

describe('expiresWithin', () => {
  const MARGIN_MS = 30_000;

  it('says an expired token expires', () => {
    expect(expiresWithin(fakeAccessToken('buyer@demo.test', -10), MARGIN_MS)).toBe(true);
  });

  it('says a token valid for an hour does not', () => {
    expect(expiresWithin(fakeAccessToken('buyer@demo.test', 3600), MARGIN_MS)).toBe(false);
  });

  it('counts a token that is still valid but ends within the margin as expiring', () => {
    expect(expiresWithin(fakeAccessToken('buyer@demo.test', 20), MARGIN_MS)).toBe(true);
    expect(expiresWithin(fakeAccessToken('buyer@demo.test', 40), MARGIN_MS)).toBe(false);
  });

  it('measures from the time it is given', () => {
    const token = fakeAccessToken('buyer@demo.test', 3600);
    expect(expiresWithin(token, MARGIN_MS, Date.now() + 3600_000)).toBe(true);
  });

  it.each([
    ['not a token', 'not-a-token'],
    ['an empty string', ''],
    ['a payload that is not base64', 'header.%%%.signature'],
    ['a payload that is not JSON', `header.${btoa('not json')}.signature`],
    ['a payload without exp', `header.${btoa(JSON.stringify({ email: 'a@b.test' }))}.signature`],
    ['an exp that is not a number', `header.${btoa(JSON.stringify({ exp: 'soon' }))}.signature`],
  ])('treats %s as expiring', (_case, token) => {
    expect(expiresWithin(token, MARGIN_MS)).toBe(true);
  });
});
