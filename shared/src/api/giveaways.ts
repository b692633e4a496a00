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
import { ClaimBody, MyGiveawaysQuery, MyGiveawaysView, WinnerClaimsView } from '../contracts/my-giveaways.ts';
import { EDIT_VERSION_ERRORS } from './edit-version.ts';
import { idParam, routes } from './route.ts';

const giveaway = { id: idParam(GIVEAWAY_MSG.notFound, 'giveaway_not_found') };
const r = routes('giveaways');

/** Giveaways (issue 20): the public record, entering, the proof, and the admin's side. */
export const GIVEAWAY_ROUTES = {
  list: r.get('/giveaways', 'Active, upcoming and past giveaways (a member also sees their own entry and what is missing)', {
    optionalSignIn: true,
    answer: GiveawayListView,
  }),
  get: r.get('/giveaways/:id', 'One giveaway; the seed only after the draw', { params: giveaway, optionalSignIn: true, answer: GiveawayView }),
  enter: r.post('/giveaways/:id/entries', 'Enter (one entry per member); 403 code "not_eligible" with missing:[…] when a rule is not met', {
    params: giveaway,
    status: 201,
    answer: EntryView,
    errors: { 403: ['not_eligible', 'user_blocked'], 409: ['already_entered', 'conflict', 'giveaway_not_open'] },
  }),
  withdraw: r.del('/giveaways/:id/entries/me', 'Withdraw before the end', {
    params: giveaway,
    answer: null,
    errors: { 404: ['not_entered'], 409: ['giveaway_not_open'] },
  }),
  proof: r.get('/giveaways/:id/proof', 'What anyone needs to recompute the draw: commitment, seed, beacon round and randomness, entrants, winners', {
    params: giveaway,
    answer: GiveawayProof,
    errors: { 409: ['giveaway_not_drawn'] },
  }),
  claim: r.post('/giveaways/:id/claim', 'A winner confirms the prize before the claim deadline, with what it needs to reach them (admins only)', {
    params: giveaway,
    body: ClaimBody,
    answer: WinnerView,
    errors: { 403: ['not_winner'], 409: ['already_claimed', 'claim_expired'] },
  }),
  mine: r.get('/profile/me/giveaways', "The member's own giveaways: wins to claim and entries awaiting a draw, then the history, paged", {
    query: MyGiveawaysQuery,
    answer: MyGiveawaysView,
  }),

  adminList: r.get('/admin/giveaways', 'Every giveaway, newest first (admins)', { answer: GiveawayListView }),
  create: r.post('/admin/giveaways', 'Create a giveaway; its commitment (and beacon round) is published at once', {
    body: GiveawayCreateBody,
    status: 201,
    answer: GiveawayView,
    errors: { 502: ['beacon_invalid'], 503: ['beacon_unavailable'] },
  }),
  adminGet: r.get('/admin/giveaways/:id', "The admin editor's copy of a giveaway, its version as a strong ETag", { params: giveaway, answer: GiveawayView }),
  update: r.put(
    '/admin/giveaways/:id',
    'Change a giveaway (after the first entry: title, description and image only). With If-Match (the ETag of the copy edited) a stale save is a 412 "stale_version" carrying the current giveaway',
    {
      params: giveaway,
      body: GiveawayUpdateBody,
      answer: GiveawayView,
      errors: {
        400: EDIT_VERSION_ERRORS.errors[400],
        409: ['giveaway_closed', 'giveaway_drawn', 'giveaway_locked'],
        412: EDIT_VERSION_ERRORS.errors[412],
        502: ['beacon_invalid'],
        503: ['beacon_unavailable'],
      },
    },
  ),
  close: r.post('/admin/giveaways/:id/close', 'End the entries now', { params: giveaway, answer: GiveawayView, errors: { 409: ['giveaway_not_open'] } }),
  draw: r.post('/admin/giveaways/:id/draw', 'Draw the winners now (after the end)', {
    params: giveaway,
    answer: GiveawayView,
    errors: { 409: ['beacon_pending', 'giveaway_drawn', 'giveaway_not_ended'], 502: ['beacon_invalid'], 503: ['beacon_unavailable'] },
  }),
  entrants: r.get('/admin/giveaways/:id/entrants', 'Entrants with their eligibility now', { params: giveaway, answer: EntrantsView }),
  winnerClaims: r.get('/admin/giveaways/:id/winners', 'The winners with their claims and the delivery details they gave (admins)', {
    params: giveaway,
    answer: WinnerClaimsView,
  }),
  entrantsCsv: r.get('/admin/giveaways/:id/entrants.csv', 'The entrants as CSV', { params: giveaway, answer: { media: 'text/csv' } }),
} as const;
