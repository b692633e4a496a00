// The rule lives in the API package: the EventSub webhook applies it there too.
export { decide, EVENTSUB_LAG_MS, OFFLINE_ANSWERS_TO_END, type StoredStream, type StreamEventType } from '@fanhub/api/stream';
