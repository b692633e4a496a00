/** The admin panel's calls (spec 2 §7 'Users and admin', 'Dashboard'): bodies, queries and answers. */
import { z } from 'zod';
import { ACTION_TYPES, ROLES } from '../limits.ts';
import { Email, Password, Username } from './auth.ts';
import { Id } from './ids.ts';

const page = z.coerce.number({ error: 'Номер страницы — целое число от 1' }).int().min(1, 'Номер страницы — целое число от 1').max(100_000).default(1);
const limit = (def: number) =>
  z.coerce.number({ error: 'limit — целое число от 1 до 100' }).int().min(1, 'limit — от 1 до 100').max(100, 'limit — от 1 до 100').default(def);
const text = (max: number) => z.string().trim().max(max, `Не длиннее ${max} символов`);

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

export const ActionsQuery = z.object({
  limit: limit(20),
  page,
  type: z.enum(ACTION_TYPES, { error: 'Тип: create, update, delete, login, logout или other' }).optional(),
  user_id: Id.optional(),
});

export const ActivityQuery = z.object({ range: z.enum(['week', 'month', 'year'], { error: 'Период: week, month или year' }).default('week') });

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

export interface DashboardMetrics {
  total_users: number;
  new_users_today: number;
  active_sessions: number;
  total_content: number;
  total_views: number;
  /** Verified members ÷ registered users, in percent (one decimal). */
  conversion: number;
  /** Percentage points against 7 days ago. */
  conversion_change: number;
  generated_at: string;
}

export interface ActionEntry {
  id: number;
  user_id: number | null;
  username: string | null;
  action_type: (typeof ACTION_TYPES)[number];
  action_details: string;
  event_type: string | null;
  timestamp: string;
}

export interface SystemItem {
  name: string;
  status: 'online' | 'warning';
  message: string;
}

export const ADMIN_MSG = {
  userNotFound: 'Пользователь не найден',
  selfDemote: 'Нельзя снять с себя роль администратора',
  selfBlock: 'Нельзя заблокировать самого себя',
  selfDelete: 'Нельзя удалить самого себя',
  lastAdmin: 'Нельзя убрать последнего администратора',
  moderatorLimit: 'Модератор может блокировать и разблокировать только обычных пользователей',
  noteNotFound: 'Заметка не найдена',
  widgetNotFound: 'Виджет не найден',
} as const;
