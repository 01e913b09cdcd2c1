// Create a table (#/create, ?game= preselects): the game, its seats one row each (me first, then
// a player invited by name, an open seat or a bot), public or private, rated, who may watch,
// clocks and the game's own options; then the table's invitation links to share (private tables:
// Players.CreateInvitation, revocable) and the way to the table.

import { call, games, players, schemas } from './api.js';
import { clear, h, num } from './dom.js';
import { optionsForm } from './lobby.js';
import { refusal } from './refusals.js';
import { player } from './session.js';

// The kinds of seat after the creator's own (always the first, SEAT_KIND_HUMAN).
const SEAT_KINDS = [
  ['invite', 'A player I invite by name'],
  ['open', 'Open: whoever has the link'],
  ['bot', 'A bot'],
];

const SPECTATORS = [
  ['SPECTATOR_POLICY_ALLOWED', 'Anyone who can reach the table'],
  ['SPECTATOR_POLICY_INVITE_ONLY', 'Only people I give the spectator code'],
  ['SPECTATOR_POLICY_NONE', 'Nobody without a seat'],
];

// A page for signed-in players, seen signed out: what it is and the way to sign in and come back.
// (Shared with invitation.js and quick.js.)
export function signInInvite(page, title, why) {
  const next = encodeURIComponent(location.hash || '#/');
  clear(page, h('section', { class: 'create-page signed-out' },
    h('h1', null, title),
    h('p', null, why),
    h('p', { class: 'create-actions' },
      h('a', { class: 'button-link', href: `#/signin?next=${next}` }, 'Sign in'), ' ',
      h('a', { class: 'button-link secondary', href: `#/signup?next=${next}` }, 'Create an account'))));
}

// A bot level as players read it ("greedy" -> "Greedy").
export const levelLabel = (level) => (level ? level[0].toUpperCase() + level.slice(1) : level);

// The name the creator's seat shows the others.
export const myName = () => player()?.displayName || player()?.name || '';

export const inviteLink = (matchId, code = '') =>
  `${location.origin}${location.pathname}#/invite/${encodeURIComponent(matchId)}${code ? `/${encodeURIComponent(code)}` : ''}`;

// A labelled field: the label wraps its control so that both are one tap target.
const field = (text, control, hint) =>
  h('label', { class: 'field' }, h('span', { class: 'field-label' }, text), control, hint ? h('span', { class: 'muted small' }, hint) : null);

function numberInput(id, value, min, max) {
  return h('input', { type: 'number', id, min, max, value, inputmode: 'numeric' });
}

export async function showCreate(page, params) {
  if (!player()) {
    signInInvite(page, 'Set up a table', 'Sign in to set up a table, invite your friends and share its link.');
    return;
  }
  const [catalogue, allSchemas] = await Promise.all([games(), schemas().catch(() => ({}))]);
  const names = Object.keys(catalogue).sort((a, b) => catalogue[a].title.localeCompare(catalogue[b].title));
  if (!names.length) {
    clear(page, h('p', null, 'No game can be played here right now.'));
    return;
  }
  const wanted = params?.get('game');
  const gameSelect = h('select', { id: 'create-game' },
    names.map((n) => h('option', { value: n, selected: n === wanted }, catalogue[n].title)));
  const seatRange = h('p', { class: 'muted small', id: 'seat-range' });
  const seatList = h('ol', { id: 'create-seats', class: 'create-seats' });
  const addSeat = h('button', { type: 'button', id: 'add-seat', class: 'secondary' }, 'Add a seat');
  const privacy = {
    public: h('input', { type: 'radio', name: 'visibility', id: 'visibility-public', value: 'VISIBILITY_PUBLIC' }),
    private: h('input', { type: 'radio', name: 'visibility', id: 'visibility-private', value: 'VISIBILITY_PRIVATE', checked: true }),
  };
  const rated = h('input', { type: 'checkbox', id: 'create-rated' });
  const spectators = h('select', { id: 'create-spectators' }, SPECTATORS.map(([value, label]) => h('option', { value }, label)));
  const clockOn = h('input', { type: 'checkbox', id: 'clock-on' });
  const clockMinutes = numberInput('clock-minutes', 10, 1, 1440);
  const clockIncrement = numberInput('clock-increment', 10, 0, 3600);
  const clockMax = numberInput('clock-max', 0, 0, 1440);
  const clockTimeout = h('select', { id: 'clock-timeout' },
    h('option', { value: 'TIMEOUT_ACTION_TAKEOVER' }, 'a bot plays for them until they are back'),
    h('option', { value: 'TIMEOUT_ACTION_SKIP' }, 'the game’s default move is made for them'));
  const takeover = h('select', { id: 'clock-takeover' });
  const takeoverField = field('The bot that takes over', takeover);
  // The takeover bot matters only when a bot takes over.
  clockTimeout.addEventListener('change', () => { takeoverField.hidden = clockTimeout.value !== 'TIMEOUT_ACTION_TAKEOVER'; });
  const clockFields = h('div', { class: 'clock-fields', id: 'clock-fields', hidden: true },
    field('Time bank (minutes)', clockMinutes),
    field('Added per move (seconds)', clockIncrement),
    field('Bank never above (minutes, 0: no cap)', clockMax),
    field('When a clock runs out', clockTimeout),
    takeoverField);
  const gameOptions = h('div', { id: 'create-options' });
  const errorEl = h('div', { class: 'error', id: 'create-error', role: 'alert', hidden: true });
  const submit = h('button', { type: 'submit', id: 'create-submit' }, 'Set up the table');
  let options = optionsForm(null);
  // The seats after mine: { kind: 'invite' | 'open' | 'bot', name, level }.
  let seats = [];

  const info = () => catalogue[gameSelect.value];

  function seatRow(seat, index) {
    const number = index + 2;
    const kind = h('select', { class: 'seat-kind', 'aria-label': `Seat ${number}: who sits there` },
      SEAT_KINDS.map(([value, label]) => h('option', { value, selected: value === seat.kind }, label)));
    const levels = info().botLevels || [];
    const level = h('select', { class: 'seat-level', 'aria-label': `Seat ${number}: the bot’s level` },
      levels.map((l) => h('option', { value: l, selected: l === seat.level }, levelLabel(l))));
    const name = h('input', {
      type: 'text', class: 'seat-invite', maxlength: 64, value: seat.name || '', autocomplete: 'off',
      'aria-label': `Seat ${number}: the player’s name`, placeholder: 'their player name',
    });
    const remove = h('button', {
      type: 'button', class: 'secondary seat-remove', 'aria-label': `Remove seat ${number}`,
      disabled: seats.length + 1 <= num(info().minSeats),
      onclick: () => { seats.splice(index, 1); drawSeats(); },
    }, 'Remove');
    kind.addEventListener('change', () => { seat.kind = kind.value; drawSeats(); });
    level.addEventListener('change', () => { seat.level = level.value; });
    name.addEventListener('input', () => { seat.name = name.value; });
    return h('li', { class: 'create-seat', dataset: { kind: seat.kind } },
      h('span', { class: 'seat-number' }, `Seat ${number}`),
      kind,
      seat.kind === 'invite' ? name : null,
      seat.kind === 'bot' ? level : null,
      remove);
  }

  function drawSeats() {
    const game = info();
    const me = h('li', { class: 'create-seat me', dataset: { kind: 'me' } },
      h('span', { class: 'seat-number' }, 'Seat 1'), h('strong', null, `You (${myName()})`));
    clear(seatList, me, seats.map(seatRow));
    addSeat.disabled = seats.length + 1 >= num(game.maxSeats);
    const min = num(game.minSeats);
    const max = num(game.maxSeats);
    seatRange.textContent = min === max ? `${game.title} is played by ${min}.` : `${game.title} is played by ${min} to ${max}.`;
  }

  function gameChanged() {
    const game = info();
    const levels = game.botLevels || [];
    // Keep the seats already set up, within the new game's range.
    seats = seats.slice(0, num(game.maxSeats) - 1).map((s) => ({ ...s, level: levels.includes(s.level) ? s.level : levels[0] }));
    while (seats.length + 1 < num(game.minSeats)) seats.push({ kind: 'open', name: '', level: levels[0] });
    drawSeats();
    clear(takeover, levels.map((l) => h('option', { value: l }, levelLabel(l))));
    options = optionsForm(allSchemas[game.optionsType], allSchemas);
    clear(gameOptions, h('details', { class: 'game-options' },
      h('summary', null, `${game.title}’s own options`), options.el));
    const url = `#/create?game=${encodeURIComponent(game.name)}`;
    if (location.hash !== url) history.replaceState(null, '', url);
  }

  function request() {
    const game = info();
    const seatSpecs = [{ kind: 'SEAT_KIND_HUMAN', name: myName() }];
    for (const seat of seats) {
      if (seat.kind === 'bot') seatSpecs.push({ kind: 'SEAT_KIND_BOT', botLevel: seat.level || '' });
      else if (seat.kind === 'invite') seatSpecs.push({ kind: 'SEAT_KIND_OPEN', invite: (seat.name || '').trim() });
      else seatSpecs.push({ kind: 'SEAT_KIND_OPEN' });
    }
    const body = {
      game: game.name,
      seats: seatSpecs,
      visibility: privacy.private.checked ? 'VISIBILITY_PRIVATE' : 'VISIBILITY_PUBLIC',
      rated: rated.checked,
      spectators: spectators.value,
    };
    if (game.optionsType) body.options = { '@type': `type.googleapis.com/${game.optionsType}`, ...options.value() };
    if (clockOn.checked) {
      body.clock = {
        initialSeconds: Math.round(Number(clockMinutes.value || 0) * 60),
        incrementSeconds: num(clockIncrement.value),
        maxSeconds: Math.round(Number(clockMax.value || 0) * 60),
        onTimeout: clockTimeout.value,
      };
      if (clockTimeout.value === 'TIMEOUT_ACTION_TAKEOVER') body.clock.takeoverLevel = takeover.value;
    }
    return body;
  }

  // What the form cannot send, said before asking the server.
  function problem() {
    if (seats.some((s) => s.kind === 'invite' && !(s.name || '').trim())) return 'Write the name of each player you invite.';
    if (clockOn.checked && !(Number(clockMinutes.value) > 0)) return 'Give the clocks a time bank of at least a minute.';
    return '';
  }

  async function create(event) {
    event.preventDefault();
    errorEl.hidden = true;
    const said = problem();
    if (said) {
      errorEl.hidden = false;
      errorEl.textContent = said;
      return;
    }
    submit.disabled = true;
    submit.textContent = 'Setting up…';
    try {
      const reply = await call('CreateMatch', request());
      await showCreated(page, reply.match, catalogue);
    } catch (error) {
      console.warn('CreateMatch refused:', error);
      errorEl.hidden = false;
      errorEl.textContent = createRefusal(error);
      submit.disabled = false;
      submit.textContent = 'Set up the table';
    }
  }

  gameSelect.addEventListener('change', gameChanged);
  addSeat.addEventListener('click', () => {
    seats.push({ kind: 'open', name: '', level: (info().botLevels || [])[0] });
    drawSeats();
    seatList.querySelector('li:last-child select')?.focus();
  });
  clockOn.addEventListener('change', () => { clockFields.hidden = !clockOn.checked; });

  clear(page, h('section', { class: 'create-page' },
    h('h1', null, 'Set up a table'),
    h('form', { id: 'create-form', class: 'create-form', onsubmit: create, novalidate: true },
      h('fieldset', null, h('legend', null, 'The game'), field('Game', gameSelect), seatRange),
      h('fieldset', null, h('legend', null, 'Who sits where'), seatList, addSeat),
      h('fieldset', { class: 'choices' }, h('legend', null, 'Who can find the table'),
        h('label', { class: 'choice' }, privacy.private, ' Private: only the people I invite or give the link'),
        h('label', { class: 'choice' }, privacy.public, ' Public: listed in the lobby for anyone')),
      h('fieldset', null, h('legend', null, 'Ratings and spectators'),
        h('label', { class: 'choice' }, rated, ' Rated: the result moves the players’ ratings'),
        field('Who may watch', spectators)),
      h('fieldset', null, h('legend', null, 'Clocks'),
        h('label', { class: 'choice' }, clockOn, ' Play with clocks'), clockFields),
      gameOptions,
      errorEl,
      h('p', { class: 'create-actions' }, submit))));
  gameChanged();
}

// CreateMatch's refusals that only this page meets, in words; the rest as everywhere.
function createRefusal(error) {
  const words = {
    PLAYER_NOT_FOUND: 'There is no player by that name: check the names of the players you invite.',
    BOT_ONLY_MATCHES: 'A table needs at least one person.',
    OPEN_MATCHES: 'You already have as many open tables as you may: finish or leave one first.',
    ACCESS_TOKEN_MISSING: 'Sign in again to set up a table.',
  };
  if (words[error?.ruleCode]) return words[error.ruleCode];
  if (error?.status === 'INVALID_ARGUMENT') return 'The table could not be set up like this: check the seats and the options.';
  return refusal(error);
}

// The table just made: the link to share (a private table's invitation codes, each revocable),
// and the way to the table.
async function showCreated(page, match, catalogue) {
  const matchId = match.matchId;
  const game = catalogue[match.game];
  const isPrivate = match.visibility === 'VISIBILITY_PRIVATE';
  const links = h('ul', { id: 'invitation-links', class: 'invitation-links' });
  const errorEl = h('div', { class: 'error', role: 'alert', hidden: true });
  const status = h('p', { class: 'muted', role: 'status', id: 'invitation-status' });

  function say(error) {
    errorEl.hidden = false;
    errorEl.textContent = refusal(error);
  }

  function linkRow(code) {
    const url = inviteLink(matchId, code);
    const input = h('input', { type: 'text', class: 'share invitation-link', readonly: true, value: url, 'aria-label': 'The invitation link' });
    input.addEventListener('focus', () => input.select());
    const copy = h('button', { type: 'button', class: 'copy-link' }, 'Copy');
    const row = h('li', { class: 'invitation', dataset: { code } }, input, copy);
    copy.addEventListener('click', async () => {
      // The clipboard needs a secure page (https or localhost); otherwise the link is selected
      // for the player to copy themselves.
      try {
        await navigator.clipboard.writeText(url);
        status.textContent = 'The link is copied: paste it to whoever you invite.';
      } catch {
        input.focus();
        input.select();
        status.textContent = 'The link is selected: copy it (Ctrl+C, or long-press on a phone).';
      }
    });
    if (code) {
      const revoke = h('button', { type: 'button', class: 'secondary revoke-link' }, 'Revoke');
      revoke.addEventListener('click', async () => {
        revoke.disabled = true;
        try {
          await players('RevokeInvitation', { matchId, code });
          row.classList.add('revoked');
          clear(row, h('span', { class: 'revoked-note' }, 'Revoked: this link no longer lets anyone in. Seats already taken with it stay taken.'));
        } catch (error) {
          revoke.disabled = false;
          say(error);
        }
      });
      row.append(revoke);
    }
    return row;
  }

  async function newLink() {
    errorEl.hidden = true;
    try {
      const reply = await players('CreateInvitation', { matchId });
      links.append(linkRow(reply.code));
    } catch (error) {
      say(error);
    }
  }

  const seatsTaken = (match.seats || []).map((seat) => {
    const n = num(seat.seat);
    const what = n === 0 ? `you (${myName()})`
      : seat.kind === 'SEAT_KIND_BOT' ? `a bot (${levelLabel(seat.botLevel)})`
        : seat.occupied ? (seat.name || 'taken') : 'waiting for a player';
    return h('li', null, `Seat ${n + 1}: ${what}`);
  });

  clear(page, h('section', { class: 'create-page created', id: 'created', dataset: { matchId } },
    h('h1', null, `Your ${game?.title || match.game} table is set up`),
    h('p', null, [
      isPrivate ? 'Private' : 'Public', ' · ', match.rated ? 'rated' : 'friendly (not rated)',
      match.clock?.initialSeconds ? ` · clocks: ${Math.round(num(match.clock.initialSeconds) / 60)} min + ${num(match.clock.incrementSeconds)} s a move` : ' · no clocks',
    ]),
    h('ul', { class: 'created-seats' }, seatsTaken),
    h('h2', null, 'Invite people'),
    h('p', null, isPrivate
      ? 'Send this link to the people you want at the table. Anyone with it may take a free seat, until you revoke it. Players you invited by name are told on their home page.'
      : 'Send this link to the people you want at the table; the table is also listed in the lobby.'),
    links,
    isPrivate ? h('p', null, h('button', { type: 'button', class: 'secondary', id: 'new-link', onclick: newLink }, 'Make another link')) : null,
    status,
    errorEl,
    h('p', { class: 'create-actions' },
      h('a', { class: 'button-link', id: 'go-to-table', href: `#/play/${encodeURIComponent(matchId)}` }, 'Go to the table'))));
  if (isPrivate) await newLink();
  else links.append(linkRow(''));
}
