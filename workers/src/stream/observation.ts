import type { Observation, StreamSource } from '@fanhub/api/stream';

export type { Observation, StreamSource } from '@fanhub/api/stream';

export interface StreamUpstream {
  source: StreamSource;
  observe(channel: string): Promise<Observation>;
}
