import type { SectionId } from '../stores/ui';

export interface SectionMeta {
  id: SectionId;
  label: string;
  /** Mono tag shown beside the label on wide screens. */
  code: string;
}

/** The four public sections of the top navigation, in order (spec 1 §2). */
export const PUBLIC_SECTIONS: readonly SectionMeta[] = [
  { id: 'about', label: 'О канале', code: '01' },
  { id: 'schedule', label: 'Расписание', code: '02' },
  { id: 'giveaways', label: 'Розыгрыши', code: '03' },
  { id: 'tournament-table', label: 'Турнир', code: '04' },
];

export const SECTION_TITLES: Record<SectionId, string> = {
  about: 'О канале',
  schedule: 'Расписание стримов',
  giveaways: 'Розыгрыши и Ивенты',
  'tournament-table': 'Турнирная таблица',
  profile: 'Профиль',
};

/** Element id of the panel that shows the active section (the nav buttons control it). */
export const SECTION_PANEL_ID = 'section-panel';
