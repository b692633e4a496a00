import {
  EntrantsView,
  EntryView,
  GIVEAWAY_MSG,
  GiveawayCreateBody,
  GiveawayListView,
  GiveawayProof,
  GiveawayUpdateBody,
  GiveawayView,
  WinnerView,
} from '../contracts/giveaways.ts';
import { idParam, route } from './route.ts';

const giveaway = { id: idParam(GIVEAWAY_MSG.notFound, 'giveaway_not_found') };
const tag = 'giveaways';

/** Giveaways (issue 20): the public record, entering, the proof, and the admin's side. */
export const GIVEAWAY_ROUTES = {
  list: route({
    method: 'GET',
    path: '/giveaways',
    tag,
    summary: 'Active, upcoming and past giveaways (a member also sees their own entry and what is missing)',
    answer: GiveawayListView,
  }),
  get: route({ method: 'GET', path: '/giveaways/:id', tag, summary: 'One giveaway; the seed only after the draw', params: giveaway, answer: GiveawayView }),
  enter: route({
    method: 'POST',
    path: '/giveaways/:id/entries',
    tag,
    summary: 'Enter (one entry per member); 403 code "not_eligible" with missing:[…] when a rule is not met',
    params: giveaway,
    status: 201,
    answer: EntryView,
  }),
  withdraw: route({ method: 'DELETE', path: '/giveaways/:id/entries/me', tag, summary: 'Withdraw before the end', params: giveaway, answer: null }),
  proof: route({
    method: 'GET',
    path: '/giveaways/:id/proof',
    tag,
    summary: 'What anyone needs to recompute the draw: commitment, seed, beacon round and randomness, entrants, winners',
    params: giveaway,
    answer: GiveawayProof,
  }),
  claim: route({
    method: 'POST',
    path: '/giveaways/:id/claim',
    tag,
    summary: 'A winner confirms the prize before the claim deadline',
    params: giveaway,
    answer: WinnerView,
  }),

  adminList: route({ method: 'GET', path: '/admin/giveaways', tag, summary: 'Every giveaway, newest first (admins)', answer: GiveawayListView }),
  create: route({
    method: 'POST',
    path: '/admin/giveaways',
    tag,
    summary: 'Create a giveaway; its commitment (and beacon round) is published at once',
    body: GiveawayCreateBody,
    status: 201,
    answer: GiveawayView,
  }),
  update: route({
    method: 'PUT',
    path: '/admin/giveaways/:id',
    tag,
    summary: 'Change a giveaway (after the first entry: title, description and image only)',
    params: giveaway,
    body: GiveawayUpdateBody,
    answer: GiveawayView,
  }),
  close: route({ method: 'POST', path: '/admin/giveaways/:id/close', tag, summary: 'End the entries now', params: giveaway, answer: GiveawayView }),
  draw: route({
    method: 'POST',
    path: '/admin/giveaways/:id/draw',
    tag,
    summary: 'Draw the winners now (after the end)',
    params: giveaway,
    answer: GiveawayView,
  }),
  entrants: route({
    method: 'GET',
    path: '/admin/giveaways/:id/entrants',
    tag,
    summary: 'Entrants with their eligibility now',
    params: giveaway,
    answer: EntrantsView,
  }),
  entrantsCsv: route({
    method: 'GET',
    path: '/admin/giveaways/:id/entrants.csv',
    tag,
    summary: 'The entrants as CSV',
    params: giveaway,
    answer: { media: 'text/csv' },
  }),
} as const;
