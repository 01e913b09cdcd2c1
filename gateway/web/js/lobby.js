// The lobby: the games, a form to create a match (seats, bot levels, the game's options built from
// its options message's schema, clocks), join links per seat, and the matches to watch or replay.

import { call, games, schemas } from './api.js';
import { clear, h, num, titleCase } from './dom.js';
import { statusLabel } from './result.js';
import { boardFor } from './games/index.js';
import { rulesLink } from './rulespage.js';
import { rulesFor } from './rules/index.js';

const KINDS = [
  ['SEAT_KIND_HUMAN', 'Human (you get the link)'],
  ['SEAT_KIND_OPEN', 'Open (anyone may join)'],
  ['SEAT_KIND_BOT', 'Bot'],
];

export function playLink(matchId, seat, token) {
  return `#/play/${encodeURIComponent(matchId)}?seat=${seat}&token=${encodeURIComponent(token)}`;
}

function absolute(hash) {
  return `${location.origin}${location.pathname}${hash}`;
}

// A form for a game's options message, from its JSON schema (booleans, numbers, strings, enums;
// a nested message field, given by $ref, becomes its own fields named "field.sub", e.g. a bot
// level's reaction time). A nested message left all zero is not sent: the game's default.
function scalarInput(name, field) {
  if (field.type === 'boolean') return h('input', { type: 'checkbox', name });
  if (field.enum) return h('select', { name }, field.enum.map((v) => h('option', { value: v }, v)));
  if (field.type === 'integer' || field.format?.includes('int')) return h('input', { type: 'number', name, min: 0, value: 0 });
  return h('input', { type: 'text', name });
}

function scalarValue(field, input) {
  if (field.type === 'boolean') return input.checked;
  if (field.type === 'integer') return Number(input.value || 0);
  if (field.format?.includes('int')) return String(input.value || 0);
  return input.value;
}

const isZero = (value) => value === 0 || value === '0' || value === '' || value === false;

export function optionsForm(schema, allSchemas = {}) {
  const inputs = [];
  for (const [name, field] of Object.entries(schema?.properties || {})) {
    if (field.$ref) {
      const nested = allSchemas[field.$ref.split('/').pop()];
      for (const [sub, subField] of Object.entries(nested?.properties || {})) {
        if (!subField.$ref && subField.type !== 'array') inputs.push({ name, sub, field: subField, input: scalarInput(`${name}.${sub}`, subField) });
      }
    } else {
      inputs.push({ name, field, input: scalarInput(name, field) });
    }
  }
  if (!inputs.length) return { el: h('p', { class: 'muted small' }, 'This game has no options.'), value: () => ({}) };
  const label = (text) => titleCase(text.replace(/([A-Z])/g, ' $1').toLowerCase());
  return {
    el: h('div', { class: 'options-form' }, inputs.map(({ name, sub, input }) =>
      h('label', null, input, ' ', sub ? `${label(name)}: ${label(sub).toLowerCase()}` : label(name)))),
    value() {
      const out = {};
      for (const { name, sub, field, input } of inputs) {
        const value = scalarValue(field, input);
        if (!sub) out[name] = value;
        else if (!isZero(value)) out[name] = { ...(out[name] || {}), [sub]: value };
      }
      return out;
    },
  };
}

export async function showLobby(root) {
  const [catalogue, allSchemas] = await Promise.all([games(), schemas().catch(() => ({}))]);
  const names = Object.keys(catalogue).sort();
  const gameSelect = h('select', { id: 'game', name: 'game' }, names.map((n) => h('option', { value: n }, catalogue[n].title)));
  const seatCount = h('select', { id: 'seat-count', name: 'seats' });
  const seatsEl = h('div', { id: 'seats', class: 'seats' });
  const optionsEl = h('fieldset', { id: 'options' });
  const clockInitial = h('input', { type: 'number', id: 'clock-initial', min: 0, value: 0 });
  const clockIncrement = h('input', { type: 'number', id: 'clock-increment', min: 0, value: 0 });
  const clockTimeout = h('select', { id: 'clock-timeout' },
    h('option', { value: 'TIMEOUT_ACTION_TAKEOVER' }, 'a bot takes over'),
    h('option', { value: 'TIMEOUT_ACTION_SKIP' }, 'default moves'));
  const createdEl = h('div', { id: 'created' });
  const errorEl = h('div', { class: 'error', hidden: true, role: 'alert' });
  const matchesEl = h('div', { id: 'matches' });
  let options = optionsForm(null);

  function seatRows() {
    const info = catalogue[gameSelect.value];
    const count = num(seatCount.value);
    const rows = [];
    for (let seat = 0; seat < count; seat += 1) {
      const kind = h('select', { name: `kind-${seat}`, class: 'seat-kind', 'aria-label': `Player ${seat + 1}: who plays` },
        KINDS.map(([value, label]) => h('option', { value, selected: value === (seat === 0 ? 'SEAT_KIND_HUMAN' : 'SEAT_KIND_BOT') }, label)));
      const level = h('select', { name: `level-${seat}`, class: 'bot-level', 'aria-label': `Player ${seat + 1}: bot level` },
        (info.botLevels || []).map((l) => h('option', { value: l }, l)));
      const name = h('input', { type: 'text', name: `name-${seat}`, placeholder: 'name (optional)', maxlength: 64, 'aria-label': `Player ${seat + 1}: name` });
      const sync = () => { level.disabled = kind.value !== 'SEAT_KIND_BOT'; };
      kind.addEventListener('change', sync);
      sync();
      rows.push(h('div', { class: 'seat-row', dataset: { seat } }, h('span', null, `Player ${seat + 1}`), kind, level, name));
    }
    clear(seatsEl, rows);
  }

  function gameChanged() {
    const info = catalogue[gameSelect.value];
    clear(seatCount);
    for (let n = num(info.minSeats); n <= num(info.maxSeats); n += 1) seatCount.append(h('option', { value: n }, n));
    seatRows();
    options = optionsForm(allSchemas[info.optionsType], allSchemas);
    clear(optionsEl, h('legend', null, `${info.title} options`), options.el);
  }

  async function create(event) {
    event.preventDefault();
    errorEl.hidden = true;
    const info = catalogue[gameSelect.value];
    const seats = [...seatsEl.querySelectorAll('.seat-row')].map((row) => {
      const kind = row.querySelector('.seat-kind').value;
      return {
        kind,
        botLevel: kind === 'SEAT_KIND_BOT' ? row.querySelector('.bot-level').value : '',
        name: row.querySelector('input').value,
      };
    });
    const request = {
      game: info.name,
      seats,
      options: { '@type': `type.googleapis.com/${info.optionsType}`, ...options.value() },
    };
    if (num(clockInitial.value) > 0) {
      request.clock = {
        initialSeconds: num(clockInitial.value),
        incrementSeconds: num(clockIncrement.value),
        onTimeout: clockTimeout.value,
      };
    }
    try {
      const reply = await call('CreateMatch', request);
      showCreated(reply);
      listMatches();
    } catch (error) {
      errorEl.hidden = false;
      errorEl.textContent = error.describe ? error.describe() : String(error);
    }
  }

  function showCreated(reply) {
    const match = reply.match;
    const tokens = Object.fromEntries((reply.seatTokens || []).map((t) => [num(t.seat), t.token]));
    clear(createdEl,
      h('h3', null, `Match ${match.matchId} created`),
      h('p', { class: 'muted small' }, 'Give each player their link: whoever holds a seat\'s link plays that seat.'),
      h('ul', { class: 'links' }, (match.seats || []).map((seat) => {
        const n = num(seat.seat);
        if (tokens[n] !== undefined) {
          const link = playLink(match.matchId, n, tokens[n]);
          return h('li', null, `Player ${n + 1}: `, h('a', { href: link, class: 'play-link', dataset: { seat: n } }, `play as Player ${n + 1}`),
            ' ', h('input', { class: 'share', readonly: true, 'aria-label': `Link for Player ${n + 1}`, value: absolute(link), onclick: (e) => e.target.select() }));
        }
        if (seat.kind === 'SEAT_KIND_OPEN') {
          const link = `#/join/${encodeURIComponent(match.matchId)}/${n}`;
          return h('li', null, `Player ${n + 1} (open): `, h('a', { href: link, class: 'join-link', dataset: { seat: n } }, 'join link'),
            ' ', h('input', { class: 'share', readonly: true, 'aria-label': `Join link for Player ${n + 1}`, value: absolute(link), onclick: (e) => e.target.select() }));
        }
        return h('li', null, `Player ${n + 1}: bot (${seat.botLevel})`);
      })),
      h('p', null, h('a', { href: `#/watch/${encodeURIComponent(match.matchId)}`, class: 'watch-link' }, 'Watch as a spectator')));
  }

  async function listMatches() {
    try {
      const reply = await call('ListMatches', { limit: 30 });
      clear(matchesEl, h('table', { class: 'matches' },
        h('tr', null, ['Match', 'Game', 'Status', 'Version', 'Seats', ''].map((t) => h('th', null, t))),
        (reply.matches || []).map((m) => {
          const open = (m.seats || []).filter((s) => s.kind === 'SEAT_KIND_OPEN' && !s.occupied);
          return h('tr', { dataset: { matchId: m.matchId } },
            h('td', null, h('code', null, m.matchId)),
            h('td', null, catalogue[m.game]?.title || m.game),
            h('td', null, statusLabel(m.status)),
            h('td', null, num(m.version)),
            h('td', null, (m.seats || []).map((s) => (s.kind === 'SEAT_KIND_BOT' ? 'bot' : s.occupied ? 'human' : 'open')).join(', ')),
            h('td', null,
              h('a', { href: `#/watch/${encodeURIComponent(m.matchId)}` }, 'watch'), ' ',
              m.status === 'MATCH_STATUS_FINISHED' ? h('a', { href: `#/replay/${encodeURIComponent(m.matchId)}`, class: 'replay-link' }, 'replay') : null,
              open.map((s) => [' ', h('a', { href: `#/join/${encodeURIComponent(m.matchId)}/${num(s.seat)}` }, `join as Player ${num(s.seat) + 1}`)])));
        })));
    } catch (error) {
      clear(matchesEl, h('p', { class: 'error' }, error.describe ? error.describe() : String(error)));
    }
  }

  gameSelect.addEventListener('change', gameChanged);
  seatCount.addEventListener('change', seatRows);
  clear(root,
    h('section', { class: 'lobby' },
      h('div', { class: 'games' }, names.map((n) => {
        const info = catalogue[n];
        const drawn = boardFor(n).illustrations?.(info.staticData || {});
        return h('div', { class: 'game-card', dataset: { game: n } },
          drawn?.cover ? h('div', { class: 'game-cover', 'aria-hidden': 'true' }, drawn.cover) : null,
          h('h3', null, info.title),
          rulesFor(n) ? h('p', { class: 'small' }, rulesFor(n).summary) : null,
          h('p', { class: 'muted small' }, `${num(info.minSeats)}–${num(info.maxSeats)} players · bots: ${(info.botLevels || []).join(', ')}`),
          rulesLink(n));
      })),
      h('form', { id: 'create', class: 'create', onsubmit: create },
        h('h2', null, 'New match'),
        h('label', null, 'Game ', gameSelect), ' ', h('label', null, 'Seats ', seatCount),
        seatsEl,
        optionsEl,
        h('fieldset', null, h('legend', null, 'Clocks (optional)'),
          h('label', null, 'Time bank (s) ', clockInitial), ' ',
          h('label', null, 'Increment (s) ', clockIncrement), ' ',
          h('label', null, 'On timeout ', clockTimeout)),
        h('button', { type: 'submit', id: 'create-button' }, 'Create match'),
        errorEl),
      createdEl,
      h('h2', null, 'Matches ', h('button', { type: 'button', class: 'secondary', onclick: listMatches }, 'Refresh')),
      matchesEl));
  gameChanged();
  listMatches();
}

export async function showJoin(root, matchId, seat) {
  const name = h('input', { type: 'text', id: 'join-name', placeholder: 'your name', maxlength: 64 });
  const errorEl = h('div', { class: 'error', hidden: true, role: 'alert' });
  const join = async (event) => {
    event.preventDefault();
    try {
      const request = { matchId, name: name.value };
      if (seat !== undefined && seat !== '') request.seat = Number(seat);
      const reply = await call('JoinMatch', request);
      location.hash = playLink(matchId, num(reply.seatToken.seat), reply.seatToken.token);
    } catch (error) {
      errorEl.hidden = false;
      errorEl.textContent = error.describe ? error.describe() : String(error);
    }
  };
  clear(root, h('form', { class: 'join', onsubmit: join },
    h('h2', null, `Join ${matchId}${seat !== undefined && seat !== '' ? `, as Player ${Number(seat) + 1}` : ''}`),
    h('label', null, 'Name ', name), ' ', h('button', { type: 'submit' }, 'Take the seat'), errorEl));
}
