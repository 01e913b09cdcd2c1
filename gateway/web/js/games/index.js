// One board module per game; a game without one is shown by the generic board (its view as data).
import ark from './ark.js';
import arkadia from './arkadia.js';
import primordialSoup from './primordial_soup.js';
import zappZerapp from './zapp_zerapp.js';
import generic from './generic.js';

const BOARDS = { ark, arkadia, primordial_soup: primordialSoup, zapp_zerapp: zappZerapp };

export function boardFor(game) {
  return BOARDS[game] || generic;
}
