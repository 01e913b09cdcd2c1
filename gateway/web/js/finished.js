// Finished matches: a search of the match directory (Players.SearchMatches: by player, game and
// date, newest first, a page at a time), and "verify this match": the audit's verdict (the log
// re-derived from its commands and seed), the seed checked here in the browser against the
// commitment published at creation, and, for a rated match, the rating change each player got.

import { ApiError, call, games, players } from './api.js';
import { clear, h, num } from './dom.js';
import { playerLink } from './people.js';
import { refusal } from './refusals.js';
import { ordinal } from './result.js';

const PAGE = 20;
const OUTCOMES = { MATCH_OUTCOME_WON: 'won', MATCH_OUTCOME_LOST: 'lost', MATCH_OUTCOME_DRAWN: 'drew' };

function when(timestamp) {
  const at = Date.parse(timestamp || '');
  return Number.isNaN(at) ? '' : new Date(at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}

// A date field's value (YYYY-MM-DD, the local day) as the timestamp of that day's start.
function dayStart(value, plusDays = 0) {
  if (!value) return undefined;
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y, m - 1, d + plusDays).toISOString();
}

function seatWords(match, seat) {
  if (seat.player) return playerLink(seat.player);
  if (seat.kind === 'SEAT_KIND_BOT') return h('span', null, `Bot ${num(seat.seat) + 1}`);
  return h('span', null, seat.name || `Player ${num(seat.seat) + 1}`);
}

function matchRow(match, titles) {
  const winners = new Set((match.winners || []).map(num));
  const seats = match.seats || [];
  return h('li', { class: 'finished-match', dataset: { matchId: match.matchId } },
    h('div', { class: 'finished-head' },
      h('strong', null, titles[match.game] || match.game),
      h('span', { class: 'muted' }, ` · ${when(match.finishedAt)}`),
      match.public ? null : h('span', { class: 'badge private' }, 'private')),
    h('p', { class: 'finished-seats' }, seats.map((seat, i) => [
      i ? ', ' : '',
      seatWords(match, seat),
      h('span', { class: 'muted' }, ` ${ordinal(num(seat.rank) || 1)}${winners.has(num(seat.seat)) ? ' (won)' : ''}`),
    ])),
    h('p', { class: 'finished-links' },
      h('a', { href: `#/replay/${encodeURIComponent(match.matchId)}` }, 'Replay'), ' · ',
      h('a', { href: `#/verify/${encodeURIComponent(match.matchId)}` }, 'Verify this match')));
}

export async function showFinished(root, params) {
  const info = await games();
  const titles = Object.fromEntries(Object.entries(info).map(([name, game]) => [name, game.title || name]));
  const field = (label, input) => h('label', { class: 'field' }, h('span', null, label), input);
  const playerIn = h('input', { id: 'search-player', name: 'player', type: 'text', autocomplete: 'off', value: params.get('player') || '' });
  const gameIn = h('select', { id: 'search-game', name: 'game' },
    h('option', { value: '' }, 'Every game'),
    Object.entries(titles).map(([name, title]) => h('option', { value: name, selected: params.get('game') === name }, title)));
  const fromIn = h('input', { id: 'search-from', name: 'from', type: 'date', value: params.get('from') || '' });
  const toIn = h('input', { id: 'search-to', name: 'to', type: 'date', value: params.get('to') || '' });
  const listEl = h('ol', { id: 'finished-list', class: 'finished-list' });
  const statusEl = h('p', { id: 'finished-status', role: 'status', class: 'muted' });
  const moreEl = h('div', { class: 'more' });
  const form = h('form', { class: 'finished-search', role: 'search', onsubmit: (event) => { event.preventDefault(); go(); } },
    field('Player', playerIn), field('Game', gameIn), field('Finished from', fromIn), field('to', toIn),
    h('button', { type: 'submit', id: 'search-button' }, 'Search'));
  clear(root, h('section', { id: 'finished', class: 'finished' },
    h('h1', null, 'Finished matches'),
    h('p', { class: 'muted' }, 'Every public match that has ended, newest first, with its replay and its audit. Private matches are listed only for their players.'),
    form, statusEl, listEl, moreEl));

  // The search is in the address (#/finished?player=&game=&from=&to=): a result can be shared.
  function go() {
    const query = new URLSearchParams();
    for (const [key, input] of [['player', playerIn], ['game', gameIn], ['from', fromIn], ['to', toIn]]) {
      if (input.value.trim()) query.set(key, input.value.trim());
    }
    const next = `#/finished${query.toString() ? `?${query}` : ''}`;
    if (location.hash === next) search(''); else location.hash = next;
  }

  async function search(pageToken) {
    const request = { player: playerIn.value.trim(), game: gameIn.value, pageSize: PAGE, pageToken };
    const after = dayStart(fromIn.value);
    const before = dayStart(toIn.value, 1);
    if (after) request.finishedAfter = after;
    if (before) request.finishedBefore = before;
    statusEl.textContent = 'Searching…';
    listEl.dataset.state = 'searching';
    if (!pageToken) clear(listEl);
    clear(moreEl);
    try {
      const reply = await players('SearchMatches', request);
      const found = reply.matches || [];
      listEl.append(...found.map((match) => matchRow(match, titles)));
      const shown = listEl.children.length;
      statusEl.textContent = shown ? `${shown} match${shown > 1 ? 'es' : ''} shown.` : 'No finished match matches this search.';
      if (reply.nextPageToken) {
        moreEl.append(h('button', { type: 'button', id: 'more-finished', onclick: () => search(reply.nextPageToken) }, 'More matches'));
      }
    } catch (error) {
      statusEl.textContent = '';
      listEl.append(h('li', { class: 'error', role: 'alert' }, refusal(error)));
    } finally {
      listEl.dataset.state = 'done';
    }
  }
  await search('');
}

// Hex of SHA-256 over bytes given in base64 (protobuf JSON's bytes), computed by the browser.
async function sha256Hex(base64) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

function revealedSeed(history) {
  const ended = [...(history.events || [])].reverse().find((e) => (e.event?.['@type'] || '').endsWith('.MatchEnded'));
  return ended?.event?.seed || '';
}

async function ratingChange(player, matchId, game) {
  for (let pageToken = '', pages = 0; pages < 5; pages += 1) {
    const reply = await players('GetRatingHistory', { player, game, pageSize: 100, pageToken });
    const change = (reply.changes || []).find((c) => c.matchId === matchId);
    if (change) return change;
    if (!reply.nextPageToken) return null;
    pageToken = reply.nextPageToken;
  }
  return null;
}

const fixed = (x) => Number(x || 0).toFixed(1);

export async function showVerify(root, matchId) {
  const { match } = await call('GetMatch', { matchId });
  const info = (await games())[match.game];
  let entry = null;
  try {
    entry = (await players('GetFinishedMatch', { matchId })).match || null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 'NOT_FOUND') throw error;
  }
  const verdictEl = h('div', { id: 'audit-verdict', class: 'verify-card', 'aria-busy': 'true' }, h('p', { class: 'muted' }, 'Auditing…'));
  const seedEl = h('div', { id: 'seed-check', class: 'verify-card', 'aria-busy': 'true' }, h('p', { class: 'muted' }, 'Checking the seed…'));
  const ratingEl = h('div', { id: 'rating-changes', class: 'verify-card' });
  const finished = match.status === 'MATCH_STATUS_FINISHED';
  clear(root, h('section', { id: 'verify', class: 'verify', dataset: { matchId } },
    h('h1', null, `Verify this ${info?.title || match.game} match`),
    h('p', null, finished ? `Finished ${when(entry?.finishedAt)}` : 'This match is not over yet: its seed is still secret.', ' · ',
      h('a', { href: `#/replay/${encodeURIComponent(matchId)}` }, 'Replay it')),
    entry ? h('p', { class: 'finished-seats' }, (entry.seats || []).map((seat, i) => [i ? ', ' : '', seatWords(entry, seat),
      h('span', { class: 'muted' }, ` ${ordinal(num(seat.rank) || 1)}${seat.outcome && OUTCOMES[seat.outcome] ? ` (${OUTCOMES[seat.outcome]})` : ''}`)])) : null,
    verdictEl, seedEl, ratingEl));

  // The audit: the platform re-derives every event from the commands and the seed.
  call('GetAudit', { matchId }).then(({ report }) => {
    verdictEl.dataset.ok = report.ok ? '1' : '0';
    clear(verdictEl,
      h('h2', null, 'Audit'),
      h('p', { class: report.ok ? 'verdict ok' : 'verdict bad' }, report.ok
        ? `Every event checks: ${num(report.eventsChecked)} events re-derived from ${num(report.commandsReplayed)} commands and the seed.`
        : `The audit failed${num(report.firstBadVersion) ? ` at event ${num(report.firstBadVersion)}` : ''}: ${report.reason}`),
      report.auditedAt ? h('p', { class: 'muted small' }, `Audited ${when(report.auditedAt)}.`) : null);
  }, (error) => clear(verdictEl, h('h2', null, 'Audit'), h('p', { class: 'error', role: 'alert' }, refusal(error))))
    .finally(() => verdictEl.removeAttribute('aria-busy'));

  // The seed: published as a commitment (its SHA-256) when the match was created, revealed when it
  // ended; this page hashes the revealed seed itself rather than trusting anyone's word.
  (async () => {
    const commitment = match.seedCommitment || '';
    if (!finished) {
      clear(seedEl, h('h2', null, 'Seed'), h('p', null, 'The seed is revealed when the match ends. Its commitment: '), h('code', { class: 'hex' }, commitment));
      return;
    }
    const seed = revealedSeed(await call('GetHistory', { matchId }));
    const digest = seed ? await sha256Hex(seed) : '';
    const ok = Boolean(seed) && digest === commitment;
    seedEl.dataset.ok = ok ? '1' : '0';
    clear(seedEl, h('h2', null, 'Seed'),
      h('p', { class: ok ? 'verdict ok' : 'verdict bad' }, ok
        ? 'The revealed seed hashes to the commitment published when the match was created: its shuffles and dice were fixed before the first move.'
        : 'The revealed seed does NOT hash to the published commitment.'),
      h('dl', { class: 'hexes' },
        h('dt', null, 'Commitment (SHA-256, published at creation)'), h('dd', null, h('code', { class: 'hex', id: 'seed-commitment' }, commitment)),
        h('dt', null, 'SHA-256 of the revealed seed, computed by this browser'), h('dd', null, h('code', { class: 'hex', id: 'seed-digest' }, digest || 'no seed revealed'))));
  })().catch((error) => clear(seedEl, h('h2', null, 'Seed'), h('p', { class: 'error', role: 'alert' }, refusal(error))))
    .finally(() => seedEl.removeAttribute('aria-busy'));

  // The rating change each player got from this match (their public rating histories).
  if (!match.rated) {
    clear(ratingEl, h('h2', null, 'Ratings'), h('p', { class: 'muted' }, 'This match was not rated.'));
    return;
  }
  const held = (entry?.seats || []).filter((seat) => seat.player && seat.player !== 'deleted player');
  clear(ratingEl, h('h2', null, 'Ratings'), h('p', { class: 'muted' }, 'Reading the rating changes…'));
  const rows = await Promise.all(held.map(async (seat) => {
    try {
      return { seat, change: await ratingChange(seat.player, matchId, match.game) };
    } catch (error) {
      return { seat, error };
    }
  }));
  const applied = rows.filter((row) => row.change);
  clear(ratingEl, h('h2', null, 'Ratings'),
    applied.length ? h('table', { class: 'rating-changes' },
      h('tr', null, h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col' }, 'Place'), h('th', { scope: 'col' }, 'Skill before'), h('th', { scope: 'col' }, 'Skill after'), h('th', { scope: 'col' }, 'Change')),
      applied.map(({ seat, change }) => {
        const delta = Number(change.rating?.mu || 0) - Number(change.muBefore || 0);
        return h('tr', { dataset: { player: seat.player, delta: delta.toFixed(3) } },
          h('td', null, playerLink(seat.player)),
          h('td', null, ordinal(num(change.rank) || 1)),
          h('td', null, fixed(change.muBefore)),
          h('td', null, fixed(change.rating?.mu)),
          h('td', { class: delta >= 0 ? 'up' : 'down' }, `${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)}`));
      })) : null,
    rows.length > applied.length || !rows.length
      ? h('p', { class: 'muted', id: 'ratings-pending' }, 'Ratings are applied shortly after a match is archived; some are not in yet.')
      : null);
}
