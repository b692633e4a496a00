// Twitch, the one place for its protocol: OAuth, Helix, the app and streamer tokens, and EventSub
// (subscriptions, the webhook's signature check, the WebSocket session). Areas and workers import
// it here (or through integrations/index.ts) and map its errors to what people read.
export * from './config.ts';
export * from './oauth.ts';
export * from './helix.ts';
export * from './app-token.ts';
export * from './streamer-store.ts';
export * from './streamer-token.ts';
export * from './streamer-oauth.ts';
export * from './viewer.ts';
export * from './stream-status.ts';
export * from './errors.ts';
export * from './eventsub/messages.ts';
export * from './eventsub/subscribe.ts';
export * from './eventsub/webhook.ts';
export * from './eventsub/websocket.ts';
