/** 'Страница {n} из {total}' with back / forward; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <div className="admin-pager">
      <button type="button" className="btn btn--small btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Назад
      </button>
      <span>
        Страница {page} из {totalPages}
      </span>
      <button type="button" className="btn btn--small btn--ghost" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Вперёд
      </button>
    </div>
  );
}
