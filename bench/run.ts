/** `npm run bench [-- api|fanout|video|web|giveaways|scale|notify|surge|tournaments …]`: every benchmark (or the named ones), each against its anchor in the same run. */
import { benchApi } from './api/index.ts';
import { benchRegistration } from './api/registration.ts';
import { benchFanout } from './fanout/index.ts';
import { benchVideo } from './video/index.ts';
import { benchGiveaways } from './giveaways/index.ts';
import { benchScale } from './scale/index.ts';
import { benchNotify } from './notify/index.ts';
import { benchTournaments } from './tournaments/index.ts';
import { printTable, withBenchRedis, writeResult } from './lib.ts';

const all = ['api', 'fanout', 'video', 'web', 'giveaways', 'scale', 'notify', 'surge', 'tournaments'];
const picked = process.argv.slice(2);
const unknown = picked.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (choose from ${all.join(', ')})`);
  process.exit(2);
}
const wanted = (name: string) => picked.length === 0 || picked.includes(name);

await withBenchRedis(async (redisUrl) => {
  if (wanted('api')) {
    const rows = [...(await benchApi(redisUrl)), ...(await benchRegistration(redisUrl))];
    printTable(rows);
    writeResult('api', rows);
  }
  if (wanted('fanout')) await benchFanout(redisUrl);
  if (wanted('video')) await benchVideo(redisUrl);
  if (wanted('web')) await (await import('./web/index.ts')).reportWeb(redisUrl);
  if (wanted('giveaways')) {
    const rows = await benchGiveaways(redisUrl);
    printTable(rows);
    writeResult('giveaways', rows);
  }
  if (wanted('scale')) await benchScale(redisUrl);
  if (wanted('surge')) {
    const rows = await (await import('./surge/index.ts')).benchSurge(redisUrl);
    printTable(rows);
    writeResult('surge', rows);
  }
  if (wanted('notify')) {
    const rows = await benchNotify(redisUrl);
    printTable(rows);
    writeResult('notify', rows);
  }
  if (wanted('tournaments')) {
    const rows = await benchTournaments(redisUrl);
    printTable(rows);
    writeResult('tournaments', rows);
  }
});
