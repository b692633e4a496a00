import { z } from 'zod';
import { TEAM_LIMITS } from '../rules/teams.ts';
import { Id } from './ids.ts';
import { siteImagePath } from './site-image.ts';
import { CHAR_GENITIVE_FORMS, countText, MEMBER_FORMS } from '../plural.ts';

/** Team texts the spec gives (spec 2 §5, §8) and the server's own answers. */
export const TEAM_MSG = {
  nameRequired: 'Название команды обязательно',
  nameTaken: 'Команда с таким названием уже существует',
  nameTooLong: `Название команды: не больше ${countText(TEAM_LIMITS.nameMaxLength, CHAR_GENITIVE_FORMS)}`,
  descriptionTooLong: `Девиз команды: не больше ${countText(TEAM_LIMITS.descriptionMaxLength, CHAR_GENITIVE_FORMS)}`,
  inviteCodeRequired: 'Введите код приглашения',
  identifierRequired: 'Введите идентификатор пользователя',
  notFound: 'Команда не найдена',
  full: (max: number) => `Команда заполнена (максимум ${countText(max, MEMBER_FORMS)})`,
  alreadyMember: 'Вы уже состоите в этой команде',
  notMember: 'Вы не состоите в этой команде',
  captainOnly: 'Это может сделать только капитан команды',
  captainCannotLeave: 'Капитан не может покинуть команду: передайте капитанство другому участнику или расформируйте команду',
  cannotKickCaptain: 'Капитана нельзя исключить из команды',
  memberNotFound: 'Участник не найден в этой команде',
  newCaptainNotMember: 'Новый капитан должен быть участником команды',
  alreadyCaptain: 'Этот участник уже капитан',
  userNotFound: 'Пользователь не найден',
  inviteSelf: 'Нельзя пригласить самого себя',
  inviteeAlreadyMember: 'Пользователь уже состоит в команде',
  invitationPending: 'Приглашение этому пользователю уже отправлено',
  invitationNotFound: 'Приглашение не найдено или уже обработано',
  fileTypes: 'Поддерживаются только форматы JPG, PNG, WebP и SVG',
  fileTooLarge: (kb: number) => `Размер файла не должен превышать 500 КБ. Текущий размер: ${kb} КБ`,
  imageTooLarge: 'Изображение слишком большое по числу пикселей',
  imageBroken: 'Не удалось прочитать изображение',
  oneFile: 'Загрузите один файл',
  colorInvalid: 'Цвет должен быть в формате #RRGGBB',
  logoUrlInvalid: 'Логотип: укажите путь к картинке на этом сайте',
  forbiddenTeams: 'Можно смотреть только свои команды',
  tooManyInvitations: 'Слишком много неотвеченных приглашений в команду',
  invitationSent: (username: string) => `Приглашение отправлено пользователю ${username}`,
} as const;

const Name = z.string({ error: TEAM_MSG.nameRequired }).trim().min(1, TEAM_MSG.nameRequired).max(TEAM_LIMITS.nameMaxLength, TEAM_MSG.nameTooLong);
const Description = z.string().trim().max(TEAM_LIMITS.descriptionMaxLength, TEAM_MSG.descriptionTooLong);
export const TeamColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, TEAM_MSG.colorInvalid);
/** A team's logo: a preset avatar or our own logo path, never another host. */
const LogoPath = siteImagePath(TEAM_MSG.logoUrlInvalid);

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /teams (multipart fields; the file travels apart). A `captain_id` is ignored: the creator is captain. */
export const TeamCreateBody = z.object({
  name: Name,
  description: z.preprocess(emptyToUndefined, Description.optional()),
  logo_color: z.preprocess(emptyToUndefined, TeamColor.optional()),
  is_public: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional()),
});
export type TeamCreateBody = z.infer<typeof TeamCreateBody>;

/** PUT /teams/:id: any of the fields; a logo clears the colour and a colour clears the logo. */
export const TeamUpdateBody = z
  .object({
    name: Name.optional(),
    description: Description.nullable().optional(),
    is_public: z.boolean().optional(),
    logo_url: LogoPath.nullable().optional(),
    logo_color: TeamColor.nullable().optional(),
  })
  .strict();
export type TeamUpdateBody = z.infer<typeof TeamUpdateBody>;

export const TeamJoinBody = z.object({
  invite_code: z.string({ error: TEAM_MSG.inviteCodeRequired }).trim().min(1, TEAM_MSG.inviteCodeRequired).max(64, TEAM_MSG.notFound),
});
export const TeamCaptainBody = z.object({ user_id: Id });
export const TeamInviteBody = z.object({
  identifier: z.string({ error: TEAM_MSG.identifierRequired }).trim().min(1, TEAM_MSG.identifierRequired).max(254),
});
export const PublicTeamsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(TEAM_LIMITS.pageMaxLimit).default(TEAM_LIMITS.pageDefaultLimit),
  search: z.string().trim().max(100).default(''),
});

export const TeamMemberView = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  role: z.enum(['captain', 'member']),
  joined_at: z.string(),
});
export type TeamMemberView = z.infer<typeof TeamMemberView>;

export const TeamView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  logo_color: z.string().nullable(),
  captain_id: z.number().int(),
  /** Only members see the code; others get null. */
  invite_code: z.string().nullable(),
  is_public: z.boolean(),
  max_members: z.number().int(),
  members_count: z.number().int(),
  members: z.array(TeamMemberView),
  created_at: z.string(),
});
export type TeamView = z.infer<typeof TeamView>;

export const TeamInvitationView = z.object({
  id: z.number().int(),
  // What the invitee sees of the team before joining: its face and whether there is room.
  team: TeamView.pick({ id: true, name: true, logo_url: true, logo_color: true, members_count: true, max_members: true }),
  invited_by: z.string(),
  created_at: z.string(),
});
export type TeamInvitationView = z.infer<typeof TeamInvitationView>;
