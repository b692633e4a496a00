import { describe, expect, it } from 'vitest';
import { eventually, useTestApi, waitForSocketEvent } from '@fanhub/testing';

const TOKEN = 'metrics-token-for-the-test-0123';
const t = useTestApi({ METRICS_TOKEN: TOKEN });
const open = useTestApi();

/** The sum of one metric's samples (every label set) in Prometheus text. */
function total(text: string, name: string): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

describe('GET /metrics', () => {
  it('reports every figure operators scrape, HTTP latency under the route template', async () => {
    await t.http().get('/api/v1/public/teams').expect(200);
    const res = await t.http().get('/metrics').expect(200);
    expect(res.type).toBe('text/plain');
    for (const name of [
      'fanhub_http_request_duration_seconds',
      'fanhub_event_pipeline_lag_seconds',
      'fanhub_stream_length',
      'fanhub_stream_pending',
      'fanhub_queue_jobs',
      'fanhub_job_duration_seconds',
      'fanhub_sockets',
      'fanhub_db_pool_clients',
      'fanhub_upstream_errors_total',
      'fanhub_process_resident_memory_bytes',
    ])
      expect(res.text).toContain(`# TYPE ${name} `);
    expect(res.text).toMatch(/fanhub_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/public\/teams",status="200"\} [1-9]/);
    expect(res.text).toMatch(/fanhub_queue_jobs\{queue="maintenance",state="waiting"\} \d+/);
    expect(res.text).toMatch(/fanhub_stream_pending\{group="realtime"\} \d+/);
  });

  it('the pipeline-lag histogram counts an event once it reached the sockets', async () => {
    const admin = await t.signedInUser({ admin: true });
    const socket = await t.socket(admin.token);
    expect(total((await t.http().get('/metrics')).text, 'fanhub_sockets')).toBeGreaterThanOrEqual(1);
    const before = total((await t.http().get('/metrics')).text, 'fanhub_event_pipeline_lag_seconds_count');
    const arrived = waitForSocketEvent(socket, 'user.registered');
    await t.register();
    await arrived;
    await eventually(async () => total((await t.http().get('/metrics')).text, 'fanhub_event_pipeline_lag_seconds_count') > before);
    const text = (await t.http().get('/metrics')).text;
    expect(text).toMatch(/fanhub_event_pipeline_lag_seconds_count\{type="user.registered"\} [1-9]/);
  });

  it('answers a caller through a proxy only with the bearer token', async () => {
    const proxied = () => t.http().get('/metrics').set('X-Forwarded-For', '203.0.113.7');
    const missing = await proxied().expect(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    expect(missing.body.detail).toBe('Не авторизован');
    await proxied().set('Authorization', 'Bearer wrong-token-wrong-token').expect(401);
    const ok = await proxied().set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(ok.text).toContain('fanhub_http_request_duration_seconds');
  });

  it('without a token, only the loopback address sees it; anyone else finds no such address', async () => {
    await open.http().get('/metrics').expect(200);
    const res = await open.http().get('/metrics').set('X-Forwarded-For', '203.0.113.7').expect(404);
    expect(res.body.detail).toBe('Такого адреса API нет');
    // Any header a proxy adds for a visitor, whatever it names, means the peer is not the operator.
    const proxyHeaders = [
      ['Forwarded', 'for=127.0.0.1'],
      ['X-Real-IP', '127.0.0.1'],
      ['X-Forwarded-Proto', 'https'],
      ['Via', '1.1 nginx'],
      ['CF-Connecting-IP', '198.51.100.1'],
    ];
    for (const [name, value] of proxyHeaders) await open.http().get('/metrics').set(name!, value!).expect(404);
  });
});
