import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { MeView, MyGiveawayItem, MyGiveawaysView } from '@fanhub/shared';
import { useLiveRefresh } from '../../lib/use-live';
import { ClaimDialog, giveawaysApi, WithdrawDialog } from '../giveaways';
import { detailOf } from '../../api/errors';
import { MyGiveawayRow } from './MyGiveawayRow';
import { concernsList, MY_GW_TEXT } from './my-giveaways-view';
import './my-giveaways.css';

/** The history page size the API pages by, and the most one reload asks for again (its limit). */
const PAGE = 20;
const MAX_RELOAD = 50;

type Dialog = { kind: 'claim' | 'withdraw'; item: MyGiveawayItem } | null;

/**
 * /profile/giveaways, «Мои розыгрыши»: wins to claim, entries awaiting their draw, then the history
 * (claimed, not claimed in time, lost, withdrawn), each with its status, the draw time and a link.
 * Kept live: a draw, a redraw or the member's own entry elsewhere reloads it. `?giveaway=<id>` (where
 * a win's notice and messages lead) scrolls to that row and marks it.
 */
export function MyGiveawaysPage({ user }: { user: MeView }) {
  const [data, setData] = useState<MyGiveawaysView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [params] = useSearchParams();
  const picked = Number(params.get('giveaway')) || null;
  const historyLength = useRef(0);

  const load = useCallback(() => {
    // Again as much history as is on screen (up to the API's limit), so a live reload keeps the page.
    const limit = Math.min(MAX_RELOAD, Math.max(PAGE, historyLength.current));
    giveawaysApi
      .mine(undefined, limit)
      .then((fresh) => {
        historyLength.current = fresh.history.length;
        setData(fresh);
        setError(null);
      })
      .catch((err: unknown) => setError(detailOf(err, MY_GW_TEXT.loadFailed)));
  }, []);
  useEffect(load, [load]);

  const shown = new Set([...(data?.current ?? []), ...(data?.history ?? [])].map((i) => i.giveaway_id));
  useLiveRefresh(load, (e) => concernsList(e, shown, user.id));

  const more = () => {
    if (!data?.next_cursor) return;
    setLoadingMore(true);
    giveawaysApi
      .mine(data.next_cursor)
      .then((page) =>
        setData((d) => {
          if (!d) return d;
          const history = [...d.history, ...page.history.filter((i) => !d.history.some((h) => h.giveaway_id === i.giveaway_id))];
          historyLength.current = history.length;
          return { ...d, history, next_cursor: page.next_cursor };
        }),
      )
      .catch((err: unknown) => setError(detailOf(err, MY_GW_TEXT.loadFailed)))
      .finally(() => setLoadingMore(false));
  };

  // The picked row comes into view once, when it is first on screen.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!data || !picked || scrolled.current) return;
    scrolled.current = true;
    document.getElementById(`my-gw-${picked}`)?.scrollIntoView?.({ block: 'center' });
  }, [data, picked]);

  const wins = data?.current.filter((i) => i.status === 'won') ?? [];
  const entries = data?.current.filter((i) => i.status !== 'won') ?? [];
  const row = (item: MyGiveawayItem) => (
    <MyGiveawayRow
      key={item.giveaway_id}
      item={item}
      picked={item.giveaway_id === picked}
      onClaim={() => setDialog({ kind: 'claim', item })}
      onWithdraw={() => setDialog({ kind: 'withdraw', item })}
    />
  );
  const section = (title: string, items: MyGiveawayItem[], id: string) =>
    items.length > 0 && (
      <section className="my-gw__section" aria-labelledby={id}>
        <h2 id={id} className="my-gw__heading">
          {title}
        </h2>
        <ul className="my-gw__list">{items.map(row)}</ul>
      </section>
    );

  return (
    <section className="profile-page my-gw" aria-labelledby="my-gw-title">
      <div>
        <h1 id="my-gw-title" className="profile-page__title">
          {MY_GW_TEXT.title}
        </h1>
        <p className="my-gw__intro">{MY_GW_TEXT.intro}</p>
      </div>
      {error && (
        <p className="profile-warning" role="alert">
          {error}{' '}
          <button type="button" className="btn btn--ghost btn--small" onClick={load}>
            {MY_GW_TEXT.retry}
          </button>
        </p>
      )}
      {!data && !error && <p className="my-gw__intro">{MY_GW_TEXT.loading}</p>}
      {data && data.current.length === 0 && data.history.length === 0 && (
        <div className="my-gw__empty">
          <p>{MY_GW_TEXT.empty}</p>
          <Link className="btn btn--primary" to="/#giveaways">
            {MY_GW_TEXT.emptyLink}
          </Link>
        </div>
      )}
      {section(MY_GW_TEXT.toClaim, wins, 'my-gw-wins')}
      {section(MY_GW_TEXT.current, entries, 'my-gw-current')}
      {section(MY_GW_TEXT.history, data?.history ?? [], 'my-gw-history')}
      {data?.next_cursor && (
        <button type="button" className="btn btn--ghost my-gw__more" disabled={loadingMore} onClick={more}>
          {MY_GW_TEXT.more}
        </button>
      )}
      {dialog?.kind === 'claim' && (
        <ClaimDialog
          target={{
            id: dialog.item.giveaway_id,
            title: dialog.item.title,
            prize: dialog.item.prize,
            delivery: dialog.item.delivery,
            claimDeadline: dialog.item.claim_deadline,
          }}
          onClose={() => setDialog(null)}
          onClaimed={load}
        />
      )}
      {dialog?.kind === 'withdraw' && (
        <WithdrawDialog giveaway={{ id: dialog.item.giveaway_id, title: dialog.item.title }} onClose={() => setDialog(null)} onDone={load} />
      )}
    </section>
  );
}
