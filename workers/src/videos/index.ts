/** The videos job's face: the mirror of the latest videos. */
export { mirrorVideos, type MirrorResult } from './mirror.ts';
