import { describe, expect, it } from 'vitest';
import { buildAdmin, collect, eventually, everythingDelivered, useTwoNodes, waitForSocketEvent } from '@fanhub/testing';

// Two API processes on one database and one Redis, as two replicas behind a load balancer.
const { a, b } = useTwoNodes();

type Ev = { type: string; payload: Record<string, unknown> };

describe('team events reach the people concerned, on every node', () => {
  it('the kicked member hears it on the other node, then stops hearing the team', async () => {
    const captain = await a.signedInUser();
    const member = await a.signedInUser();
    const stranger = await a.signedInUser();
    const team = (await a.http().post('/api/v1/teams').set('Authorization', `Bearer ${captain.token}`).field('name', `Живая ${Date.now()}`).expect(201)).body;

    const captainSocket = await a.socket(captain.token);
    const captainOnB = await b.socket(captain.token); // hears on node B what the kicked member must not
    const updatesOnB = collect<Ev>(captainOnB, 'team.updated');
    const editor = await buildAdmin(a);
    const memberSocket = await b.socket(member.token);
    const strangerSocket = await b.socket(stranger.token);
    const strangerSaw = collect(strangerSocket, 'team.member_joined');

    const joinedSeen = waitForSocketEvent<Ev>(captainSocket, 'team.member_joined');
    await b.http().post('/api/v1/teams/join').set('Authorization', `Bearer ${member.token}`).send({ invite_code: team.invite_code }).expect(200);
    expect((await joinedSeen).payload).toMatchObject({ teamId: team.id, userId: member.id, membersCount: 2 });

    // Now in team:<id> on node B: a change made on node A reaches the member.
    const updated = waitForSocketEvent<Ev>(memberSocket, 'team.updated');
    await a.http().put(`/api/v1/teams/${team.id}`).set('Authorization', `Bearer ${captain.token}`).send({ description: 'Новый девиз' }).expect(200);
    expect((await updated).payload).toMatchObject({ teamId: team.id, fields: ['description'] });

    const kicked = waitForSocketEvent<Ev>(memberSocket, 'team.member_kicked', 1000);
    await a.http().post(`/api/v1/teams/${team.id}/members/${member.id}/remove`).set('Authorization', `Bearer ${captain.token}`).expect(204);
    expect((await kicked).payload).toMatchObject({ teamId: team.id, userId: member.id, byUsername: captain.username });

    // Out of the room: the next team change does not reach the kicked member.
    const memberLater = collect(memberSocket, 'team.updated');
    await a.http().put(`/api/v1/teams/${team.id}`).set('Authorization', `Bearer ${captain.token}`).send({ description: 'После' }).expect(200);
    await eventually(() => updatesOnB.length === 2); // node B has emitted the second change
    await everythingDelivered(a, editor.token, [memberSocket, strangerSocket]);
    expect(memberLater).toHaveLength(0);
    expect(strangerSaw).toHaveLength(0);
  });

  it('an invitee sees the invitation live; a disband reaches every member', async () => {
    const captain = await a.signedInUser();
    const invitee = await a.signedInUser();
    const team = (await a.http().post('/api/v1/teams').set('Authorization', `Bearer ${captain.token}`).field('name', `Приглашающая ${Date.now()}`).expect(201))
      .body;
    const inviteeSocket = await b.socket(invitee.token);
    const invited = waitForSocketEvent<Ev>(inviteeSocket, 'team.invitation_sent');
    await a
      .http()
      .post(`/api/v1/teams/${team.id}/invitations`)
      .set('Authorization', `Bearer ${captain.token}`)
      .send({ identifier: invitee.username })
      .expect(201);
    const inv = (await invited).payload;
    expect(inv).toMatchObject({ teamId: team.id, inviteeId: invitee.id, invitedBy: captain.username });

    await b
      .http()
      .post(`/api/v1/teams/invitations/${String(inv.invitationId)}/accept`)
      .set('Authorization', `Bearer ${invitee.token}`)
      .expect(204);
    const disbanded = waitForSocketEvent<Ev>(inviteeSocket, 'team.disbanded');
    await a.http().delete(`/api/v1/teams/${team.id}`).set('Authorization', `Bearer ${captain.token}`).expect(204);
    expect((await disbanded).payload).toMatchObject({ teamId: team.id });
  });

  it('the public list follows live: a visitor hears team.listing_changed for public teams only', async () => {
    const captain = await a.signedInUser();
    const visitor = await b.socket(); // no account: the public room only
    const heard = collect<Ev>(visitor, 'team.listing_changed');
    const auth = { Authorization: `Bearer ${captain.token}` };
    const hidden = (await a.http().post('/api/v1/teams').set(auth).field('name', `Тайная ${Date.now()}`).expect(201)).body;
    const firstPublic = waitForSocketEvent<Ev>(visitor, 'team.listing_changed');
    await a.http().put(`/api/v1/teams/${hidden.id}`).set(auth).send({ is_public: true }).expect(200);
    expect((await firstPublic).payload).toEqual({ teamId: hidden.id });

    const other = await a.signedInUser();
    const created = waitForSocketEvent<Ev>(visitor, 'team.listing_changed');
    const open = (
      await a
        .http()
        .post('/api/v1/teams')
        .set('Authorization', `Bearer ${other.token}`)
        .field('name', `Открытая ${Date.now()}`)
        .field('is_public', 'true')
        .expect(201)
    ).body;
    expect((await created).payload).toEqual({ teamId: open.id });
    expect(heard.map((e) => e.payload.teamId)).toEqual([hidden.id, open.id]); // the private creation was not told
  });
});
