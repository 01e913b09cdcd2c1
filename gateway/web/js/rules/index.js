// Rules for players, per game: a line for the lobby and sections for the rules page (#/rules/<game>).
import ark from './ark.js';
import arkadia from './arkadia.js';
import primordialSoup from './primordial_soup.js';
import zappZerapp from './zapp_zerapp.js';

export const PLAYER_RULES = { ark, arkadia, primordial_soup: primordialSoup, zapp_zerapp: zappZerapp };

export const rulesFor = (game) => PLAYER_RULES[game] || null;
