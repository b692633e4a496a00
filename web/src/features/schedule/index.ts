/** The schedule area's face: the home section and the next-stream line the hero and the live widget show. */
export { HeroNextStream, NextStreamWidget } from './NextStream';
export { ScheduleSection } from './ScheduleSection';
