// The signed-in player. The access token (minutes long) lives in this page's memory only; the
// refresh token is an httpOnly cookie scripts cannot read (gateway/webface/session.py), traded for
// a new access token before the old one expires ("silent refresh") and once on every page load.
//
//   restore()                 at start: resume the sign-in the cookie holds, if any
//   signUp / signIn / signInAsGuest / signOut
//   player(), accessToken()   the signed-in player's profile and token (null / '' when signed out)
//   refresh()                 a new access token now (api.js calls it when one is refused)
//   onChange(fn)              fn({ player, ended }) on every change; `ended` says why a session
//                             ended by itself (revoked, expired, deleted elsewhere)

import { ApiError, postJson } from './api.js';

const REFRESH_LOCK = 'ludus-session-refresh';
// Refresh this long before the access token expires (and at least this often retry a failed try).
const REFRESH_MARGIN_MS = 60_000;
const RETRY_MS = 15_000;

let state = null; // { accessToken, expiresAt (ms), player }
let timer = null;
let inFlight = null;
const listeners = new Set();

// Same-origin calls (fetch sends the cookie with them by default) with the anti-forgery header.
function post(name, body = {}) {
  return postJson(`/session/${name}`, body, { 'X-Ludus-Session': '1' });
}

function notify(ended = '') {
  for (const listener of listeners) {
    try {
      listener({ player: state?.player || null, ended });
    } catch (error) {
      console.warn(error);
    }
  }
}

function schedule() {
  clearTimeout(timer);
  if (!state) return;
  const wait = Math.max(state.expiresAt - Date.now() - REFRESH_MARGIN_MS, 5_000);
  timer = setTimeout(() => refresh().catch(() => {}), wait);
}

function adopt(session) {
  const changed = state?.player?.playerId !== session.player?.playerId;
  state = {
    accessToken: session.accessToken,
    expiresAt: Date.parse(session.accessExpiresAt) || Date.now() + 60_000,
    player: session.player,
  };
  schedule();
  if (changed) notify();
  return state.player;
}

function end(reason) {
  const had = Boolean(state);
  state = null;
  clearTimeout(timer);
  if (had || reason) notify(reason);
}

export const player = () => state?.player || null;
export const accessToken = () => state?.accessToken || '';

export function onChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Several tabs share one cookie, and a refresh token works once: two tabs refreshing at the same
// moment would spend it twice, which revokes the whole sign-in. The Web Locks API lets one tab at a
// time refresh; the next one then sends the cookie the first one received.
async function exclusive(action) {
  if (navigator.locks?.request) return navigator.locks.request(REFRESH_LOCK, action);
  return action();
}

// A new access token. Concurrent callers share one request. When the sign-in has ended (signed
// out elsewhere, expired, the account deleted), the page is told (onChange's `ended`).
export function refresh() {
  if (!inFlight) {
    inFlight = exclusive(() => post('Refresh'))
      .then((session) => adopt(session))
      .catch((error) => {
        if (error instanceof ApiError && error.status === 'UNAUTHENTICATED') {
          end('Your session has ended. Sign in again to go on.');
        } else if (state) {
          clearTimeout(timer);
          timer = setTimeout(() => refresh().catch(() => {}), RETRY_MS);
        }
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}

// At start: the cookie's sign-in, if any. Resume answers `{}` when there is none (no error for
// the browser to log); refreshes are still serialised with the other tabs'.
export async function restore() {
  try {
    const session = await exclusive(() => post('Resume'));
    return session.accessToken ? adopt(session) : null;
  } catch (error) {
    console.info('the sign-in could not be resumed:', error.message);
    return null;
  }
}

export async function signUp(name, password) {
  return adopt(await post('SignUp', { name, password }));
}

export async function signIn(name, password) {
  return adopt(await post('SignIn', { name, password }));
}

export async function signInAsGuest(name) {
  return adopt(await post('SignInAsGuest', { name }));
}

export async function signOut() {
  try {
    await post('SignOut');
  } finally {
    end('');
  }
}

// After the account is deleted (or the password changed elsewhere revoked this sign-in): forget it.
export function forget() {
  end('');
  return post('SignOut').catch(() => {});
}
