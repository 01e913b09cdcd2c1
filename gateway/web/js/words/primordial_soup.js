// Primordial Soup's events in words (nothing is hidden in this game). Amoebas are named by their
// owner and number ("Anna’s amoeba 2"), genes by their printed names.
import { num } from '../dom.js';
import { cap, list, people, plural, word } from './common.js';

function geneName(ctx, id) {
  if (!id) return 'a gene';
  return (ctx.statics?.genes || []).find((g) => g.id === id)?.name || 'a gene';
}

const amoeba = (ctx, ref) => `${people(ctx).whose(ref?.seat)} amoeba ${num(ref?.number)}`;
const direction = (value) => word(value, 'PRIMORDIAL_SOUP_DIRECTION_');

function cubes(ctx, value) {
  const colours = ctx.statics?.colours || [];
  const parts = (value?.counts || []).map((n, seat) => (num(n) ? `${num(n)} ${colours[seat] || 'other'}` : null)).filter(Boolean);
  const total = (value?.counts || []).reduce((sum, n) => sum + num(n), 0);
  return parts.length ? `${list(parts)} food ${total === 1 ? 'cube' : 'cubes'}` : 'no food';
}

const DECISIONS = {
  START_SPACE: 'choose a place on the score track',
  START_AMOEBA: 'place a starting amoeba',
  MOVEMENT: 'drift, move or stay',
  PICK_DIE: 'pick a die',
  DIRECTION: 'choose a direction',
  CARRY_CUBES: 'choose food to carry',
  FOLLOW: 'choose who follows',
  SECOND_MOVE: 'decide on a second move',
  FEED: 'feed or starve',
  ATTACK: 'choose whom to attack',
  RESPOND: 'escape, defend or give in',
  REFIGHT: 'decide whether to fight again',
  RETRY_ATTACK: 'decide whether to attack again',
  SETTLE_DEFECT: 'settle a defect',
  BUY_GENES: 'buy genes',
  DIVISION: 'place new amoebas',
  AGGRESSION: 'decide on an attack',
};

const BP_REASONS = {
  ACTIVE_MOVE: 'an active move', ESCAPE: 'an escape', ATTACK: 'an attack', DEFENSE: 'a defence',
  PARASITISM: 'parasitism', DEFECT: 'a defect', GENE_PURCHASE: 'a gene', DIVISION_INCOME: 'income',
  DIVISION: 'division',
};

const OUTCOMES = {
  TARGET_REMOVED: 'the target was eaten',
  TARGET_DAMAGED: 'the target was hurt',
  ESCAPED: 'the target escaped',
  ATTACKER_FOLLOWED: 'the target escaped but the attacker followed',
  DEFENDED: 'the target fought it off',
};

const key = (value, prefix) => String(value || '').replace(prefix, '');

export const sentences = {
  setup: (b) => `The soup is ready for ${plural(b.seats, 'player')}; everyone starts with ${num(b.startingBp)} BP.`,
  startDiceRolled: (b, ctx) => `${cap(people(ctx).who(b.seat))} rolled ${list((b.dice || []).map(String)) || 'the dice'} for the starting order.`,
  phaseStarted: (b) => `Round ${num(b.round)}: the ${word(b.phase, 'PRIMORDIAL_SOUP_PHASE_')} phase began.`,
  turnStarted: (b, ctx) => `${cap(people(ctx).whose(b.seat))} turn.`,
  turnEnded: (b, ctx) => `${cap(people(ctx).whose(b.seat))} turn ended.`,
  decisionRequested: (b, ctx) => {
    const decision = b.decision || {};
    const what = DECISIONS[key(decision.kind, 'PRIMORDIAL_SOUP_DECISION_KIND_')] || 'decide';
    return `${cap(people(ctx).who(decision.seat))} must ${what}.`;
  },
  startSpaceChosen: (b, ctx) => `${cap(people(ctx).who(b.seat))} started on place ${num(b.position)} of the score track${b.automatic ? ' (the one left)' : ''}.`,
  amoebaPlaced: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} appeared on space ${num(b.space)}${b.kind === 'PRIMORDIAL_SOUP_PLACEMENT_KIND_DIVISION' ? ' by division' : ''}${num(b.cost) ? ` for ${num(b.cost)} BP` : ''}.`,
  amoebaTurnStarted: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} takes its turn.`,
  movementStarted: (b, ctx) => {
    const how = { DRIFT: 'drifts with the current', ACTIVE: 'swims actively', STAY: 'stays where it is' }[key(b.kind, 'PRIMORDIAL_SOUP_MOVEMENT_KIND_')] || 'moves';
    return `${cap(amoeba(ctx, b.amoeba))} ${how}${b.purpose === 'PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_ESCAPE' ? ' to escape' : ''}${b.second ? ' (second move)' : ''}.`;
  },
  diceRolled: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} rolled ${list((b.dice || []).map(String)) || 'the die'}.`,
  stepResolved: (b, ctx) => (b.moved
    ? `${cap(amoeba(ctx, b.amoeba))} moved ${direction(b.direction) || 'on'} from space ${num(b.fromSpace)} to space ${num(b.toSpace)}.`
    : `${cap(amoeba(ctx, b.amoeba))} stayed on space ${num(b.fromSpace)}.`),
  cubesCarried: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} carried ${cubes(ctx, b.cubes)} from space ${num(b.fromSpace)} to space ${num(b.toSpace)}.`,
  followDecided: (b, ctx) => ((b.followers || []).length
    ? `${cap(people(ctx).whose(b.seat))} ${(b.followers || []).length === 1 ? 'amoeba' : 'amoebas'} ${list(b.followers.map(String))} followed ${amoeba(ctx, b.leader)} to space ${num(b.toSpace)}.`
    : `Nobody followed ${amoeba(ctx, b.leader)}.`),
  movementEnded: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} ended its move on space ${num(b.space)}.`,
  amoebaFed: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} ate ${cubes(ctx, b.eaten)} on space ${num(b.space)}`
    + `${b.host && num(b.host.number) ? `, living off ${amoeba(ctx, b.host)}` : ''}${num(b.excreted) ? ` and left ${plural(b.excreted, 'cube')} behind` : ''}.`,
  amoebaDamaged: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} took ${plural(b.amount, 'damage point')}${b.cause === 'PRIMORDIAL_SOUP_DAMAGE_CAUSE_STARVATION' ? ' from hunger' : ''} (now ${num(b.dp)}).`,
  attackDeclared: (b, ctx) => `${cap(amoeba(ctx, b.attacker))} attacked ${amoeba(ctx, b.target)} on space ${num(b.space)}${b.retry ? ' again' : ''}.`,
  defenseFight: (b) => {
    const result = { ATTACKER_WON: 'the attacker won', DEFENDER_WON: 'the defender won' }[key(b.result, 'PRIMORDIAL_SOUP_FIGHT_')] || 'a draw';
    return `The fight: attacker ${list((b.attackerRolls || []).map(String)) || '–'} against defender ${list((b.defenderRolls || []).map(String)) || '–'}; ${result}${b.refight ? ' (a second fight)' : ''}.`;
  },
  refightDeclined: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} did not fight again.`,
  attackAccepted: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} gave in to the attack.`,
  attackResolved: (b, ctx) => `${cap(amoeba(ctx, b.attacker))}’s attack on ${amoeba(ctx, b.target)} ${b.success ? 'succeeded' : 'failed'}: ${OUTCOMES[key(b.outcome, 'PRIMORDIAL_SOUP_ATTACK_OUTCOME_')] || 'nothing changed'}.`,
  amoebaRemoved: (b, ctx) => `${cap(amoeba(ctx, b.amoeba))} ${{ EATEN: 'was eaten', DAMAGE: 'died of its damage', KILLED: 'was killed' }[key(b.cause, 'PRIMORDIAL_SOUP_REMOVAL_CAUSE_')] || 'left the soup'} on space ${num(b.space)}.`,
  cubesPlaced: (b, ctx) => `Space ${num(b.space)} received ${cubes(ctx, b.cubes)}${b.reason === 'PRIMORDIAL_SOUP_CUBE_REASON_ATTACK' ? ' after an attack' : b.reason === 'PRIMORDIAL_SOUP_CUBE_REASON_DEATH' ? ' from a dead amoeba' : ''}.`,
  bpChanged: (b, ctx) => {
    const who = cap(people(ctx).who(b.seat));
    const why = BP_REASONS[key(b.reason, 'PRIMORDIAL_SOUP_BP_REASON_')];
    const delta = Number(b.delta || 0);
    return `${who} ${delta >= 0 ? 'gained' : 'paid'} ${Math.abs(delta)} BP${why ? ` for ${why}` : ''}, leaving ${num(b.balance)} BP.`;
  },
  environmentTurned: (b) => `A new environment card came up: ozone ${num(b.ozone)}, the current drifts ${direction(b.drift) || 'nowhere'}; ${plural(b.cardsLeft, 'card')} left.`,
  defectsFixed: (b, ctx) => {
    const { who } = people(ctx);
    const defects = (b.defects || []).filter((d) => num(d.defect)).map((d) => `${who(d.seat)} ${plural(d.defect, 'defect')}`);
    return `The ozone layer stands at ${num(b.ozone)}${defects.length ? `: ${list(defects)}` : '; no defects'}.`;
  },
  defectSettled: (b, ctx) => `${cap(people(ctx).who(b.seat))} settled ${plural(b.amount, 'defect')}${b.gene ? ` by giving up ${geneName(ctx, b.gene)}` : ' in BP'}${num(b.remaining) ? `; ${num(b.remaining)} left` : ''}.`,
  geneAcquired: (b, ctx) => `${cap(people(ctx).who(b.seat))} acquired ${geneName(ctx, b.gene)}${b.gaveUp ? ` in place of ${geneName(ctx, b.gaveUp)}` : ''}.`,
  divisionCaseApplied: (b, ctx) => {
    const what = { NO_AMOEBA: 'had no amoeba left and may place one for free', ONE_AMOEBA: 'had a single amoeba left and may place one more' }[key(b.divisionCase, 'PRIMORDIAL_SOUP_DIVISION_CASE_')] || 'divided as usual';
    return `${cap(people(ctx).who(b.seat))} ${what}.`;
  },
  markerMoved: (b, ctx) => `${cap(people(ctx).whose(b.seat))} score marker moved from ${num(b.fromPosition)} to ${num(b.toPosition)} (${plural(b.amoebaPoints, 'point')} for amoebas, ${plural(b.genePoints, 'point')} for genes).`,
  roundStarted: (b) => `Round ${num(b.round)} began.`,
  gameEnded: (b, ctx) => `The game ended${b.reason === 'PRIMORDIAL_SOUP_END_REASON_LAST_CARD' ? ' with the last environment card' : ' when a player reached the goal'}: ${people(ctx).who(b.winner)} won.`,
};
