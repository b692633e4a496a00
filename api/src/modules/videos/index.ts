// The videos area's face: its endpoints, the mirror's state for the health checks, the probe cache the
// availability journey resets, and what the workers use (package subpath @fanhub/api/videos).
export { videoEndpoints } from './endpoints.ts';
export { videoHealth } from './service.ts';
export { forgetAvailability } from './probe.ts';
export * from './presenter.ts';
export { activeVideos } from './service.ts';
