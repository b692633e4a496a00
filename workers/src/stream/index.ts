/** The stream jobs' face: the status poll and the EventSub WebSocket the runtime starts. */
export { pollStream, type PollResult } from './poll.ts';
export { startEventSub, type EventSubDeps } from './eventsub-ws.ts';
