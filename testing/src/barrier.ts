import type { Socket } from 'socket.io-client';
import { waitForSocketEvent, type TestApi } from './api-harness.ts';
import { bearer } from './factories.ts';

/**
 * Resolves once every socket has heard a public event (`content.updated`) made now. A socket gets
 * its events in the order its node emitted them, so anything emitted to these sockets before has
 * arrived by then: "nothing more came" is then a check, not a guess about timing. Call it only after
 * the event in question was seen emitted on the sockets' node (by a socket there that should hear it).
 */
export async function everythingDelivered(api: TestApi, adminToken: string, sockets: Socket[]): Promise<void> {
  const heard = sockets.map((s) => waitForSocketEvent(s, 'content.updated', 3000));
  const contacts: unknown = (await api.http().get('/api/v1/content').expect(200)).body.content.contacts;
  await api
    .http()
    .put('/api/v1/admin/content/contacts')
    .set(bearer(adminToken))
    .send(contacts as object)
    .expect(200);
  await Promise.all(heard);
}
