/** The admin panel's calls (spec 2 §7 'Users and admin', 'Dashboard'): bodies, queries and answers. */
import { z } from 'zod';
import { ACTION_TYPES, ROLES } from '../limits.ts';
import { Email, MeView, Password, Username } from './auth.ts';
import { Id, idField } from './ids.ts';
import { CHAR_GENITIVE_FORMS, countText } from '../plural.ts';
import { MSG } from '../messages.ts';

const page = z.coerce.number({ error: 'Номер страницы — целое число от 1' }).int().min(1, 'Номер страницы — целое число от 1').max(100_000).default(1);
const limit = (def: number) =>
  z.coerce.number({ error: 'limit — целое число от 1 до 100' }).int().min(1, 'limit — от 1 до 100').max(100, 'limit — от 1 до 100').default(def);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Не длиннее ${countText(max, CHAR_GENITIVE_FORMS)}`);

export const UserListQuery = z.object({
  q: text(100).optional(),
  role: z.enum(ROLES, { error: 'Роль: user, moderator или admin' }).optional(),
  status: z.enum(['active', 'blocked'], { error: 'Статус: active или blocked' }).optional(),
  page,
  limit: limit(20),
});

/** GET /admin/teams: every team, private ones too, searched on name and motto. */
export const AdminTeamListQuery = z.object({
  q: text(100).optional(),
  visibility: z.enum(['public', 'private'], { error: 'Видимость: public или private' }).optional(),
  page,
  limit: limit(20),
});

export const AdminCreateUserBody = z.object({ username: Username, email: Email, password: Password, role: z.enum(ROLES).default('user') }).strict();
export const AdminUpdateUserBody = z
  .object({
    username: Username,
    email: Email,
    role: z.enum(ROLES, { error: 'Роль: user, moderator или admin' }),
    is_active: z.boolean({ error: 'is_active должен быть true или false' }),
    first_name: text(50).nullable(),
    last_name: text(50).nullable(),
    bio: text(500).nullable(),
  })
  .partial()
  .strict();
export const UserStatusBody = z.object({ is_active: z.boolean({ error: 'is_active должен быть true или false' }) });

/**
 * The log is paged by keyset (issue 22): `cursor` is the id of a row of the page on screen (its
 * answer's `next_cursor` / `prev_cursor`), `dir` the way from it: `next` older, `prev` newer;
 * `dir=last` is the oldest page. `page` is then only the number shown (the log runs past 100 000
 * pages). Without a cursor, `page` alone still pages by offset (slow deep in a big log).
 */
const actionsQuery = {
  limit: limit(20),
  page: z.coerce.number({ error: 'Номер страницы — целое число от 1' }).int().min(1, 'Номер страницы — целое число от 1').max(1_000_000_000).default(1),
  type: z.enum(ACTION_TYPES, { error: 'Тип: create, update, delete, login, logout или other' }).optional(),
  user_id: Id.optional(),
  cursor: idField('Курсор — идентификатор записи журнала').optional(),
  dir: z.enum(['next', 'prev', 'last'], { error: 'Направление: next, prev или last' }).optional(),
};
/** Offset paging stops where page numbers always stopped; past that only a cursor pages. */
const noDeepOffset = (q: { page: number; cursor?: number | undefined; dir?: string | undefined }, ctx: z.RefinementCtx) => {
  if (q.cursor === undefined && q.dir !== 'last' && q.page > 100_000)
    ctx.addIssue({ code: 'custom', path: ['page'], message: 'Без курсора — страница не дальше 100 000' });
};
export const ActionsQuery = z.object(actionsQuery).superRefine(noDeepOffset);
export const ActivityQuery = z.object({ range: z.enum(['week', 'month', 'year'], { error: 'Период: week, month или year' }).default('week') });
/** The dashboard's actions widget: five by default, the plain limit rule. */
export const DashboardActionsQuery = z.object({ ...actionsQuery, limit: z.coerce.number().int().min(1).max(100).default(5) }).superRefine(noDeepOffset);

export const WIDGET_TYPES = ['users', 'activity', 'views', 'system', 'actions'] as const;
export const Widget = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(WIDGET_TYPES),
  title: text(100).min(1),
  size: z.enum(['normal', 'large']),
  position: z.number().int().min(0).max(100),
  config: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).default({}),
});
export type Widget = z.infer<typeof Widget>;
export const LayoutBody = z.object({ widgets: z.array(Widget).max(20, 'Не больше 20 виджетов') });
export const WidgetCreateBody = Widget.omit({ id: true, position: true });
export const NoteBody = z.object({ text: z.string().trim().min(1, 'Заметка не может быть пустой').max(2000, 'Не длиннее 2000 символов') });
export const PageViewBody = z.object({
  path: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/, 'Путь страницы начинается с /'),
});

/** The spec's default layout: the five widgets, actions large (limit 5). */
export const DEFAULT_WIDGETS: Widget[] = [
  { id: 'users', type: 'users', title: 'Пользователи', size: 'normal', position: 0, config: {} },
  { id: 'activity', type: 'activity', title: 'Активность', size: 'normal', position: 1, config: {} },
  { id: 'views', type: 'views', title: 'Просмотры', size: 'normal', position: 2, config: {} },
  { id: 'system', type: 'system', title: 'Система', size: 'normal', position: 3, config: {} },
  { id: 'actions', type: 'actions', title: 'Последние действия', size: 'large', position: 4, config: { limit: 5 } },
];

export const DashboardMetrics = z.object({
  total_users: z.number().int(),
  new_users_today: z.number().int(),
  active_sessions: z.number().int(),
  total_content: z.number().int(),
  total_views: z.number().int(),
  /** Verified members ÷ registered users, in percent (one decimal). */
  conversion: z.number(),
  /** Percentage points against 7 days ago. */
  conversion_change: z.number(),
  generated_at: z.string(),
});
export type DashboardMetrics = z.infer<typeof DashboardMetrics>;

export const ActionEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  action_type: z.enum(ACTION_TYPES),
  action_details: z.string(),
  event_type: z.string().nullable(),
  timestamp: z.string(),
});
export type ActionEntry = z.infer<typeof ActionEntry>;

export const SystemItem = z.object({ name: z.string(), status: z.enum(['online', 'warning']), message: z.string() });
export type SystemItem = z.infer<typeof SystemItem>;

export const ADMIN_MSG = {
  userNotFound: MSG.userNotFound,
  selfDemote: 'Нельзя снять с себя роль администратора',
  selfBlock: 'Нельзя заблокировать самого себя',
  selfDelete: 'Нельзя удалить самого себя',
  lastAdmin: 'Нельзя убрать последнего администратора',
  moderatorLimit: 'Модератор может блокировать и разблокировать только обычных пользователей',
  noteNotFound: 'Заметка не найдена',
  widgetNotFound: 'Виджет не найден',
  tooManyWidgets: (max: number) => `Не больше ${countText(max, ['виджета', 'виджетов', 'виджетов'])}`,
  enterQuery: 'Введите запрос',
} as const;

/** The top bar's search: one term, users and teams. */
export const AdminSearchQuery = z.object({ q: z.string().trim().min(1, ADMIN_MSG.enterQuery).max(100) });

// ── Answers (what the panel's routes send; non-strict, as every answer) ──
/** What an offset-paged answer tells besides its rows: how many in all, the page given and the number of pages. */
export const paging = { total: z.number().int(), page: z.number().int(), totalPages: z.number().int() };

/** `next_cursor` / `prev_cursor`: the row to page from for the older / newer page, null at the end. */
export const ActionsPage = z.object({
  actions: z.array(ActionEntry),
  ...paging,
  next_cursor: z.number().int().nullable().optional(),
  prev_cursor: z.number().int().nullable().optional(),
});
export type ActionsPage = z.infer<typeof ActionsPage>;

export const ActivityPoint = z.object({ date: z.string(), registrations: z.number().int(), logins: z.number().int(), verifications: z.number().int() });
export type ActivityPoint = z.infer<typeof ActivityPoint>;
export const ActivityView = z.object({ range: ActivityQuery.shape.range.unwrap(), points: z.array(ActivityPoint) });

export const LayoutView = z.object({ widgets: z.array(Widget), updated_at: z.string().nullable() });

export const NoteView = z.object({ id: z.number().int(), text: z.string(), created_at: z.string(), updated_at: z.string() });
export type NoteView = z.infer<typeof NoteView>;

/** Unread since the admin last opened the list, and the latest notable events. */
export const NotificationsView = z.object({ unread: z.number().int(), read_at: z.string().nullable(), items: z.array(ActionEntry) });

export const AdminSearchView = z.object({
  users: z.array(z.object({ id: z.number().int(), username: z.string(), email: z.string(), role: z.enum(ROLES) })),
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), members_count: z.number().int() })),
});

/** The configuration an admin may see, grouped; secrets only as on / off. */
export const SettingsView = z.object({
  groups: z.array(z.object({ title: z.string(), items: z.array(z.object({ name: z.string(), value: z.string() })) })),
});

/** `total_capped`: a search found more than `total` (it counts up to 200 matches). */
export const UserListView = z.object({ users: z.array(MeView), ...paging, total_capped: z.boolean().optional() });

/** A removal that answers 200 rather than 204 (what the panel has always sent). */
export const SuccessView = z.object({ success: z.literal(true) });
