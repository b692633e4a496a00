export { createApp } from './app.ts';
export { startApi, type ApiHandle, type StartApiOptions } from './server.ts';
export { loadApiConfig, type ApiConfig } from './config.ts';
export type { AppContext } from './context.ts';
