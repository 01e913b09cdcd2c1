// Why a move the board does not offer is refused, in words for players: CheckCommands weighs the
// candidate commands (at most 64 per call) against the match as it is now and applies none; each
// refusal becomes a sentence (refusals.js). Verdicts are kept per version of the match, so
// pointing at the same cabin twice asks once, and a new version asks afresh.

import { ApiError, call } from './api.js';
import { refusal } from './refusals.js';

const BATCH = 64;

export function explainer({ matchId, token, commandType, version }) {
  const cache = new Map();
  let at = null;
  return function why(commands) {
    if (at !== version()) {
      cache.clear();
      at = version();
    }
    const typed = commands.map((command) => ({ '@type': `type.googleapis.com/${commandType}`, ...command }));
    const keys = typed.map((command) => JSON.stringify(command));
    const missing = [...new Set(keys.filter((key) => !cache.has(key)))];
    for (let start = 0; start < missing.length; start += BATCH) {
      const batch = missing.slice(start, start + BATCH);
      const verdicts = call('CheckCommands', { matchId, token, commands: batch.map((key) => JSON.parse(key)) })
        .then((reply) => (reply.checks || []).map((check) => (check.allowed ? null : refusal(new ApiError({
          status: check.refusal?.code, ruleCode: check.refusal?.ruleCode, message: check.refusal?.message,
        }, 400)))));
      // A failed check explains nothing (the board still refuses the move): no sentence, no error.
      batch.forEach((key, index) => cache.set(key, verdicts.then((all) => all[index] ?? null, () => null)));
    }
    return Promise.all(keys.map((key) => cache.get(key)));
  };
}

// Asks why each pending piece ({ el, command }) is refused, in one call; the sentence lands on the
// piece (`data-why`, told on a tap or focus by the board) and, on an HTML element, in its tooltip.
export function explainPieces(ctx, pending) {
  if (!pending.length) return;
  ctx.why(pending.map((item) => item.command)).then((sentences) => pending.forEach(({ el }, index) => {
    const sentence = sentences[index];
    if (!sentence) return;
    el.dataset.why = sentence;
    if (typeof el.title === 'string') el.title = el.title ? `${el.title} — ${sentence}` : sentence;
  }));
}

// The most frequent sentence among refusals (null ones ignored), for "this card cannot be played
// now": the reason most destinations share.
export function commonest(sentences) {
  const counts = new Map();
  for (const sentence of sentences) if (sentence) counts.set(sentence, (counts.get(sentence) || 0) + 1);
  let best = null;
  for (const [sentence, count] of counts) if (!best || count > counts.get(best)) best = sentence;
  return best;
}
