// The stream area's face: its endpoints, the status the page and the health checks read, the share tags
// index.html is served with, and what the workers use (package subpath @fanhub/api/stream).
export { streamEndpoints } from './endpoints.ts';
export { streamHealth, streamStatus } from './service.ts';
export { renderStreamMeta } from './share-meta.ts';
export { decide, EVENTSUB_LAG_MS, OFFLINE_ANSWERS_TO_END, type Observation, type StoredStream, type StreamEventType, type StreamSource } from './decide.ts';
export { applyObservation } from './apply.ts';
export { createTwitchClient, onlineWithHelix } from './helix-observer.ts';
export { warmGoLive } from './warm.ts';
