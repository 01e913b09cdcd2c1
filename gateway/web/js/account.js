// Accounts in the browser: the sign-in and sign-up pages (with "Play as a guest" and an identity
// issuer's link when the platform offers them), the signed-in player's account page (display name,
// password, sign out, delete) and the header's sign-in menu.
//
// The rules said beside the fields are the Players service's own (services/players/accounts.py,
// passwords.py): checked here first so that no one waits for the server to learn them, and
// checked again there, which has the last word.

import { players, postJson } from './api.js';
import { clear, h } from './dom.js';
import { avatar } from './people.js';
import { forget, onChange, player, signIn, signInAsGuest, signOut, signUp } from './session.js';

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/;
const NAME_RULE = '3 to 32 letters, digits, “_”, “-” or “.”, starting with a letter or a digit. '
  + 'No one else may have it, in any case.';
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 1024;
const PASSWORD_RULE = `At least ${PASSWORD_MIN} characters. A few words are easier to remember than a short code. `
  + 'There is no way to recover a forgotten password here: keep it somewhere safe.';
const DISPLAY_NAME_MAX = 32;

const KINDS = {
  PLAYER_KIND_MEMBER: 'Registered: you sign in with your name and password.',
  PLAYER_KIND_GUEST: 'Guest: no password, so once you sign out you cannot sign in as this guest again.',
  PLAYER_KIND_EXTERNAL: 'External: you sign in through your organisation’s sign-in.',
};

// --- the platform's sign-in options ---------------------------------------------------------------

let optionsRequest = null;

// Which ways to sign in the platform offers ({guests, oidc}); asked once per page load. Unknown
// (the face cannot be reached) means none beyond a name and password.
function signInOptions() {
  if (!optionsRequest) {
    optionsRequest = postJson('/session/Options', {}, { 'X-Ludus-Session': '1' })
      .catch((error) => {
        optionsRequest = null;
        console.info('the sign-in options could not be read:', error.message);
        return { guests: false, oidc: null };
      });
  }
  return optionsRequest;
}

// --- where to go after signing in -------------------------------------------------------------

// The page to return to: `next` only when it is one of this app's own pages (a hash route), never
// another site's address (no open redirect), and never the sign-in pages themselves.
export function safeNext(params) {
  const next = params?.get('next') || '';
  if (!next.startsWith('#/') || /^#\/sign(in|up)\b/.test(next)) return '';
  return next;
}

const destination = (params) => safeNext(params) || '#/home';

function withNext(hash, next) {
  return next ? `${hash}?next=${encodeURIComponent(next)}` : hash;
}

// --- refusals in words ----------------------------------------------------------------------------

// A sign-in refusal's seconds to wait (the backoff message says "retry in N s").
function waitWords(error) {
  const seconds = Number(/retry in (\d+) s/.exec(error?.message || '')?.[1] || 0);
  if (!seconds) return 'wait a little';
  if (seconds < 90) return `wait ${seconds} second${seconds === 1 ? '' : 's'}`;
  return `wait about ${Math.ceil(seconds / 60)} minutes`;
}

// The sentence for an account call's refusal; `context` names what was tried where one rule code
// means different things (a wrong password when signing in, or when confirming a change).
function accountRefusal(error, context = '') {
  console.info('refused:', error?.describe?.() || error);
  switch (error?.ruleCode) {
    case 'SIGNIN_FAILED':
      if (context === 'change') return 'Your current password is not right: the password is unchanged.';
      if (context === 'delete') return 'That password is not right: your account is not deleted.';
      return 'That name and password do not match. Check both (the password is case-sensitive) and try again.';
    case 'SIGNIN_BACKOFF':
      return `Too many attempts with this name or from this network: ${waitWords(error)}, then try again.`;
    case 'NAME_TAKEN':
      return 'That name is taken: choose another one.';
    case 'NAME_INVALID':
      return `That name cannot be used. A name has ${NAME_RULE.charAt(0).toLowerCase()}${NAME_RULE.slice(1)}`;
    case 'PASSWORD_LENGTH':
      return `A password has ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
    case 'DISPLAY_NAME_INVALID':
      return `A display name has at most ${DISPLAY_NAME_MAX} characters and no control characters.`;
    case 'GUESTS_DISABLED':
      return 'This platform does not admit guests: create an account instead.';
    case 'PLAYER_BANNED':
      return 'This account is banned from the platform.';
    case 'NO_PASSWORD':
      return 'This account signs in without a password, so it has none to change.';
    default:
      break;
  }
  switch (error?.status) {
    case 'RESOURCE_EXHAUSTED':
      return `Too many attempts: ${waitWords(error)}, then try again.`;
    case 'UNAUTHENTICATED':
      return 'You are no longer signed in: sign in again to go on.';
    case 'PERMISSION_DENIED':
      return 'That is not allowed for this account.';
    case 'INVALID_ARGUMENT':
      return 'Something in the form is not accepted: check each field.';
    case 'ALREADY_EXISTS':
      return 'That name is taken: choose another one.';
    case 'UNAVAILABLE':
    case 'DEADLINE_EXCEEDED':
      return 'The server cannot be reached right now: check your connection and try again.';
    default:
      return 'Something went wrong: try again.';
  }
}

function nameProblem(name) {
  if (!name) return 'Write a name.';
  if (name.length < 3 || name.length > 32) return 'A name has 3 to 32 characters.';
  if (!NAME.test(name)) return 'A name has only letters, digits, “_”, “-” or “.”, and starts with a letter or a digit.';
  return '';
}

function passwordProblem(password) {
  if (password.length < PASSWORD_MIN) return `A password has at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `A password has at most ${PASSWORD_MAX} characters.`;
  return '';
}

// --- form pieces ---------------------------------------------------------------------------------

// A labelled field; `hint` (the rule) is said before the player types and read with the field.
function field({ id, label, hint, ...input }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return h('div', { class: 'field' },
    h('label', { for: id }, label),
    hint ? h('p', { class: 'hint-text', id: hintId }, hint) : null,
    h('input', { id, name: id, 'aria-describedby': hintId, ...input }));
}

// The alert beside a form: empty (and hidden by CSS) until something is refused.
const alertRegion = (id) => h('div', { class: 'form-alert error', id, role: 'alert' });
const statusRegion = (id) => h('p', { class: 'form-status', id, role: 'status' });

// Runs a form's action with its button busy (no double submits), errors said in its alert.
async function busy(form, button, busyLabel, action) {
  const label = button.textContent;
  button.disabled = true;
  button.textContent = busyLabel;
  form.setAttribute('aria-busy', 'true');
  try {
    return await action();
  } finally {
    button.disabled = false;
    button.textContent = label;
    form.removeAttribute('aria-busy');
  }
}

function say(region, text) {
  region.textContent = text;
}

// "Play as a guest" and the identity issuer's link, drawn into `box` once the options are known.
async function otherWays(box, next) {
  const options = await signInOptions();
  const ways = [];
  if (options.oidc?.start) {
    const start = options.oidc.start;
    const href = `${start}${start.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
    ways.push(h('p', { class: 'oidc' }, h('a', { class: 'button-link', id: 'oidc-link', href }, options.oidc.label || 'Sign in with your organisation')));
  }
  if (options.guests) ways.push(guestForm(next));
  if (!ways.length) {
    box.remove();
    return;
  }
  clear(box, h('h2', { id: 'other-ways-title' }, 'Other ways in'), ways);
}

function guestForm(next) {
  const error = alertRegion('guest-error');
  const button = h('button', { type: 'submit', class: 'secondary', id: 'guest-submit' }, 'Play as a guest');
  const form = h('form', { id: 'guest-form', class: 'account-form guest', novalidate: true, 'aria-labelledby': 'guest-title' },
    h('h3', { id: 'guest-title' }, 'Play as a guest'),
    h('p', { class: 'muted' }, 'Only a name, no password. A guest cannot sign in again after signing out, so create an account to keep your ratings.'),
    field({ id: 'guest-name', label: 'Guest name', hint: NAME_RULE, autocomplete: 'username', autocapitalize: 'none', spellcheck: 'false', maxlength: 32, required: true }),
    error,
    button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = form.elements['guest-name'].value.trim();
    const problem = nameProblem(name);
    if (problem) return say(error, problem);
    say(error, '');
    await busy(form, button, 'Starting…', async () => {
      try {
        await signInAsGuest(name);
        location.hash = next;
      } catch (refused) {
        say(error, accountRefusal(refused));
      }
    });
  });
  return form;
}

// Shown on the sign-in pages to someone already signed in.
function alreadySignedIn(page, who, title) {
  clear(page, h('section', { class: 'account-page', id: 'already-signed-in' },
    h('h1', null, title),
    h('p', null, `You are signed in as ${who.displayName || who.name}.`),
    h('ul', { class: 'link-list' },
      h('li', null, h('a', { href: '#/home' }, 'Go to your home')),
      h('li', null, h('a', { href: '#/account' }, 'Your account (sign out there to change player)')))));
}

// --- #/signin and #/signup -------------------------------------------------------------------

export async function showSignIn(page, params) {
  const me = player();
  if (me) return alreadySignedIn(page, current() || me, 'Sign in');
  const next = destination(params);
  const error = alertRegion('signin-error');
  const button = h('button', { type: 'submit', id: 'signin-submit' }, 'Sign in');
  const form = h('form', { id: 'signin-form', class: 'account-form', novalidate: true, 'aria-labelledby': 'signin-title' },
    field({ id: 'signin-name', label: 'Name', autocomplete: 'username', autocapitalize: 'none', spellcheck: 'false', maxlength: 32, required: true }),
    field({ id: 'signin-password', label: 'Password', type: 'password', autocomplete: 'current-password', required: true }),
    error,
    button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = form.elements['signin-name'].value.trim();
    const password = form.elements['signin-password'].value;
    if (!name || !password) return say(error, 'Write your name and your password.');
    say(error, '');
    await busy(form, button, 'Signing in…', async () => {
      try {
        await signIn(name, password);
        location.hash = next;
      } catch (refused) {
        say(error, accountRefusal(refused, 'signin'));
        form.elements['signin-password'].select();
      }
    });
  });
  const others = h('section', { class: 'other-ways', id: 'other-ways', 'aria-labelledby': 'other-ways-title' });
  clear(page, h('div', { class: 'account-page', id: 'signin' },
    h('h1', { id: 'signin-title' }, 'Sign in'),
    h('p', { class: 'lead' }, 'Welcome back. Your seats, ratings and invitations follow you to any device you sign in on.'),
    form,
    h('p', { class: 'switch' }, 'New here? ', h('a', { id: 'to-signup', href: withNext('#/signup', safeNext(params)) }, 'Create an account')),
    others));
  form.elements['signin-name'].focus();
  await otherWays(others, next);
}

export async function showSignUp(page, params) {
  const me = player();
  if (me) return alreadySignedIn(page, current() || me, 'Create an account');
  const next = destination(params);
  const error = alertRegion('signup-error');
  const button = h('button', { type: 'submit', id: 'signup-submit' }, 'Create my account');
  const form = h('form', { id: 'signup-form', class: 'account-form', novalidate: true, 'aria-labelledby': 'signup-title' },
    field({ id: 'signup-name', label: 'Name', hint: NAME_RULE, autocomplete: 'username', autocapitalize: 'none', spellcheck: 'false', maxlength: 32, required: true }),
    field({ id: 'signup-password', label: 'Password', hint: PASSWORD_RULE, type: 'password', autocomplete: 'new-password', minlength: PASSWORD_MIN, maxlength: PASSWORD_MAX, required: true }),
    field({ id: 'signup-repeat', label: 'Password again', type: 'password', autocomplete: 'new-password', maxlength: PASSWORD_MAX, required: true }),
    error,
    button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = form.elements['signup-name'].value.trim();
    const password = form.elements['signup-password'].value;
    const problem = nameProblem(name) || passwordProblem(password)
      || (password !== form.elements['signup-repeat'].value ? 'The two passwords differ: write the same one twice.' : '');
    if (problem) return say(error, problem);
    say(error, '');
    await busy(form, button, 'Creating…', async () => {
      try {
        await signUp(name, password);
        location.hash = next;
      } catch (refused) {
        say(error, accountRefusal(refused, 'signup'));
      }
    });
  });
  const others = h('section', { class: 'other-ways', id: 'other-ways', 'aria-labelledby': 'other-ways-title' });
  clear(page, h('div', { class: 'account-page', id: 'signup' },
    h('h1', { id: 'signup-title' }, 'Create an account'),
    h('p', { class: 'lead' }, 'A name and a password: your matches, ratings and invitations are kept under your name.'),
    form,
    h('p', { class: 'switch' }, 'Already have an account? ', h('a', { id: 'to-signin', href: withNext('#/signin', safeNext(params)) }, 'Sign in')),
    others));
  form.elements['signup-name'].focus();
  await otherWays(others, next);
}

// --- #/account -----------------------------------------------------------------------------------

// The newest profile of the signed-in player this page has seen (WhoAmI, UpdateProfile): the
// session's copy is the one it signed in with, and the header shows the newer display name.
let latest = null;

function current() {
  const me = player();
  if (!me) return null;
  return latest && latest.playerId === me.playerId ? latest : me;
}

function learn(profile) {
  if (!profile) return;
  latest = profile;
  drawNav();
}

function memberSince(profile) {
  const when = Date.parse(profile.memberSince || '');
  if (!when) return 'unknown';
  return new Date(when).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

function signedOutAccount(page, title, words) {
  clear(page, h('section', { class: 'account-page', id: 'account-signed-out' },
    h('h1', null, title),
    h('p', null, words),
    h('ul', { class: 'link-list' },
      h('li', null, h('a', { id: 'account-signin', href: withNext('#/signin', '#/account') }, 'Sign in')),
      h('li', null, h('a', { href: withNext('#/signup', '#/account') }, 'Create an account')),
      h('li', null, h('a', { href: '#/' }, 'Back to the lobby')))));
}

export async function showAccount(page) {
  if (!player()) return signedOutAccount(page, 'Your account', 'You are not signed in.');
  let profile = current();
  try {
    profile = (await players('WhoAmI')).player || profile;
    learn(profile);
  } catch (error) {
    // The session's copy still says who; the sections below say their own errors.
    console.info('WhoAmI failed:', error.message);
  }
  if (!player()) return signedOutAccount(page, 'Your account', 'You are not signed in.');
  const member = profile.kind === 'PLAYER_KIND_MEMBER';
  clear(page, h('div', { class: 'account-page', id: 'account', dataset: { kind: profile.kind || '' } },
    h('h1', null, 'Your account'),
    identityCard(profile),
    displayNameForm(profile),
    member ? passwordForm(profile) : null,
    signOutSection(page),
    deleteForm(page, profile)));
}

function identityCard(profile) {
  const card = h('section', { class: 'identity', 'aria-label': 'Who you are' },
    avatar(profile, 72),
    h('dl', null,
      h('dt', null, 'Name'), h('dd', { id: 'account-name' }, profile.name),
      h('dt', null, 'Shown as'), h('dd', { id: 'account-display-name' }, profile.displayName || profile.name),
      h('dt', null, 'Account'), h('dd', { id: 'account-kind' }, KINDS[profile.kind] || 'Unknown kind'),
      h('dt', null, 'Member since'), h('dd', { id: 'account-since' }, memberSince(profile))),
    h('p', { class: 'profile-link' }, h('a', { href: `#/profile/${encodeURIComponent(profile.name)}` }, 'Your public profile')));
  return card;
}

function displayNameForm(profile) {
  const error = alertRegion('display-name-error');
  const status = statusRegion('display-name-status');
  const button = h('button', { type: 'submit', id: 'display-name-submit' }, 'Save');
  const shown = profile.displayName && profile.displayName !== profile.name ? profile.displayName : '';
  const form = h('form', { id: 'display-name-form', class: 'account-form', novalidate: true, 'aria-labelledby': 'display-name-title' },
    h('h2', { id: 'display-name-title' }, 'Display name'),
    field({
      id: 'display-name', label: 'The name others see', value: shown, placeholder: profile.name, maxlength: DISPLAY_NAME_MAX, autocomplete: 'nickname',
      hint: `Up to ${DISPLAY_NAME_MAX} characters, spaces and accents welcome. Leave it empty to show your name, ${profile.name}. You still sign in with your name.`,
    }),
    error, status, button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const displayName = form.elements['display-name'].value.trim();
    say(error, '');
    say(status, '');
    if (displayName.length > DISPLAY_NAME_MAX) return say(error, `A display name has at most ${DISPLAY_NAME_MAX} characters.`);
    await busy(form, button, 'Saving…', async () => {
      try {
        const reply = await players('UpdateProfile', { displayName });
        learn(reply.player);
        const now = reply.player?.displayName || profile.name;
        document.getElementById('account-display-name')?.replaceChildren(now);
        say(status, `Saved: others now see you as ${now}.`);
      } catch (refused) {
        say(error, accountRefusal(refused));
      }
    });
  });
  return form;
}

function passwordForm(profile) {
  const error = alertRegion('password-error');
  const status = statusRegion('password-status');
  const button = h('button', { type: 'submit', id: 'password-submit' }, 'Change password');
  const form = h('form', { id: 'password-form', class: 'account-form', novalidate: true, 'aria-labelledby': 'password-title' },
    h('h2', { id: 'password-title' }, 'Change password'),
    h('p', { class: 'muted' }, 'Changing it signs you out everywhere else (other browsers and devices); this one stays signed in.'),
    // For password managers: the account the new password belongs to.
    h('input', { type: 'text', name: 'username', autocomplete: 'username', value: profile.name, hidden: true }),
    field({ id: 'password-old', label: 'Current password', type: 'password', autocomplete: 'current-password', required: true }),
    field({ id: 'password-new', label: 'New password', hint: PASSWORD_RULE, type: 'password', autocomplete: 'new-password', minlength: PASSWORD_MIN, maxlength: PASSWORD_MAX, required: true }),
    field({ id: 'password-repeat', label: 'New password again', type: 'password', autocomplete: 'new-password', maxlength: PASSWORD_MAX, required: true }),
    error, status, button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const oldPassword = form.elements['password-old'].value;
    const newPassword = form.elements['password-new'].value;
    say(error, '');
    say(status, '');
    const problem = (oldPassword ? '' : 'Write your current password.') || passwordProblem(newPassword)
      || (newPassword !== form.elements['password-repeat'].value ? 'The two new passwords differ: write the same one twice.' : '');
    if (problem) return say(error, problem);
    await busy(form, button, 'Changing…', async () => {
      try {
        await players('ChangePassword', { oldPassword, newPassword });
        form.reset();
        form.elements.username.value = profile.name; // reset() empties it: it had no default
        say(status, 'Your password is changed. Every other sign-in of yours has ended: sign in there again with the new password.');
      } catch (refused) {
        say(error, accountRefusal(refused, 'change'));
      }
    });
  });
  return form;
}

function signOutSection(page) {
  const error = alertRegion('signout-error');
  const button = h('button', { type: 'button', class: 'secondary', id: 'signout' }, 'Sign out');
  button.addEventListener('click', async () => {
    say(error, '');
    button.disabled = true;
    try {
      await signOut();
      signedOutAccount(page, 'Signed out', 'You are signed out on this browser.');
    } catch (refused) {
      // The page has forgotten the sign-in either way (session.js); the server may not have.
      button.disabled = false;
      say(error, `Signed out here, but the server could not be told: ${accountRefusal(refused)}`);
    }
  });
  return h('section', { class: 'account-section', 'aria-labelledby': 'signout-title' },
    h('h2', { id: 'signout-title' }, 'Sign out'),
    h('p', { class: 'muted' }, 'Ends your sign-in on this browser. Your account, matches and ratings stay.'),
    error, button);
}

function deleteForm(page, profile) {
  const member = profile.kind === 'PLAYER_KIND_MEMBER';
  const error = alertRegion('delete-error');
  const button = h('button', { type: 'submit', class: 'danger', id: 'delete-submit' }, 'Delete my account');
  const form = h('form', { id: 'delete-form', class: 'account-form danger-zone', novalidate: true, 'aria-labelledby': 'delete-title' },
    h('h2', { id: 'delete-title' }, 'Delete your account'),
    h('p', null, 'This erases your name, password and sign-ins for good. In matches you played, your seat will read “deleted player”; the matches themselves stay. It cannot be undone.'),
    field({ id: 'delete-confirm', label: `Type your name, ${profile.name}, to confirm`, autocomplete: 'off', autocapitalize: 'none', spellcheck: 'false', required: true }),
    member ? field({ id: 'delete-password', label: 'Your password', type: 'password', autocomplete: 'current-password', required: true }) : null,
    error, button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    say(error, '');
    const typed = form.elements['delete-confirm'].value.trim();
    if (typed.toLowerCase() !== profile.name.toLowerCase()) {
      return say(error, `Type your name, ${profile.name}, exactly, to confirm: nothing is deleted yet.`);
    }
    const password = member ? form.elements['delete-password'].value : '';
    if (member && !password) return say(error, 'Write your password to confirm.');
    await busy(form, button, 'Deleting…', async () => {
      try {
        await players('DeleteAccount', { password });
      } catch (refused) {
        say(error, accountRefusal(refused, 'delete'));
        return;
      }
      latest = null;
      forget();
      clear(page, h('section', { class: 'account-page', id: 'account-deleted' },
        h('h1', null, 'Your account is gone'),
        h('p', { role: 'status' }, `The account ${profile.name} is deleted: its name, password and sign-ins are erased.`),
        h('ul', { class: 'link-list' },
          h('li', null, h('a', { href: '#/' }, 'Back to the lobby')),
          h('li', null, h('a', { href: '#/signup' }, 'Create a new account')))));
    });
  });
  return form;
}

// --- the header's menu ---------------------------------------------------------------------------

let navEl = null;

// The page to come back to after signing in from the header: this one (a sign-in page keeps the
// `next` it already has).
function hereForNext() {
  const hash = location.hash || '#/';
  if (/^#\/sign(in|up)\b/.test(hash)) return safeNext(new URLSearchParams(hash.split('?')[1] || ''));
  return hash.startsWith('#/') ? hash : '#/';
}

function drawNav() {
  if (!navEl) return;
  const me = current();
  if (!me) {
    clear(navEl, h('a', { id: 'nav-signin', href: withNext('#/signin', hereForNext()) }, 'Sign in'));
    return;
  }
  clear(navEl,
    h('a', { id: 'nav-home', href: '#/home' }, 'Home'),
    h('a', { id: 'nav-account', class: 'me', href: '#/account', title: 'Your account' },
      avatar(me, 24), h('span', { class: 'me-name' }, me.displayName || me.name)));
}

export function mountSessionNav(el) {
  if (!el) return;
  navEl = el;
  onChange(() => drawNav());
  // "Sign in" returns to the page it was pressed on.
  window.addEventListener('hashchange', () => {
    if (!player()) drawNav();
  });
  drawNav();
}
