import type { ContentKey } from '@fanhub/shared';
import { call } from '../../../api/call';

/** The one place a block is saved (the editor's form and JSON views both end here), against the version it was loaded at. */
export const saveContent = (key: ContentKey, value: unknown, version: number) =>
  call('PUT /admin/content/:key', { params: { key }, body: value, options: { ifMatch: version } });
