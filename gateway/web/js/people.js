// Players as the pages show them: a name that links to the profile, an avatar, names per seat.
// Shared by every page that shows people (home, profile, leaderboards, the table, finished matches).

import { players } from './api.js';
import { h } from './dom.js';

// A player's name linking to their profile page.
export function playerLink(name, label = name) {
  return h('a', { class: 'player-link', href: `#/profile/${encodeURIComponent(name)}` }, label);
}

// A player's generated avatar (the web face serves it: Profile.avatarPath). Decorative beside the
// name it goes with, so it has an empty alt.
export function avatar(profile, size = 32) {
  return h('img', {
    class: 'avatar', src: profile?.avatarPath || '', alt: '', width: size, height: size, loading: 'lazy',
  });
}

const profiles = new Map();

// A player's profile by name (cached for the page's life: names and avatars rarely change).
export function profileOf(name) {
  const key = name.toLowerCase();
  if (!profiles.has(key)) {
    const request = players('GetProfile', { name }).then((reply) => reply.player);
    request.catch(() => profiles.delete(key));
    profiles.set(key, request);
  }
  return profiles.get(key);
}

// seat -> the name of the player holding it, for a match (seats held by tokens alone, bots and open
// seats are absent: the caller names those itself).
export async function seatHolders(matchId) {
  const reply = await players('ListSeatHolders', { matchId });
  return new Map((reply.holders || []).map((holder) => [Number(holder.seat || 0), holder.name]));
}
