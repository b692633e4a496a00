/** The stream area's public surface, used by the layout, the About section and the profile header. */
export { LiveBroadcastBlock } from './LiveBroadcastBlock';
export { LiveBanner } from './LiveBanner';
export { LiveIndicator } from './LiveIndicator';
export { LiveWidget } from './LiveWidget';
export { StreamLayer } from './StreamLayer';
