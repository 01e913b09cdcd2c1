// The platform's own events (common.proto): creation, seats claimed, clocks run out, the end.
import { cap, people, plural } from './common.js';

export const platform = {
  MatchCreated: (body) => `The table was set up for ${plural((body.seats || []).length, 'player')}.`,
  SeatClaimed: (body, ctx) => {
    const { who } = people(ctx);
    return `${cap(who(body.seat))} sat down at the table${body.matchStarted ? '; the game begins' : ''}.`;
  },
  TimedOut: (body, ctx) => `${cap(people(ctx).who(body.seat))} ran out of time and left the table for now.`,
  SeatReclaimed: (body, ctx) => `${cap(people(ctx).who(body.seat))} came back to the table.`,
  MatchEnded: () => 'The match is over.',
};
