// Once, on SQLite (jest.config.js runs *.sqlite.e2e-spec.ts in the sqlite project alone): what is checked is the
// server's tracing, the same on either database but for the statement spans (SQLite's own, mysql2's instrumentation).
// The server runs as its own process, as `npm start` runs it: the SDK must start before the modules it instruments load.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { register } from './support/accounts';
import { api, createBloodRequest } from './support/donor-flows';
import { TestSmtp } from './support/mail';
import { freePort, ServerProcess, serverEnv } from './support/server-process';
import { eventually } from './support/tcp-proxy';
import { createTestStorage, SUPER_ADMIN, type TestStorage } from './support/test-server';
import { transpiledBackend } from './support/transpiled-backend';
import { enrolTotp, loginWithCode, totpCode } from './support/two-factor-flows';

/** OTLP/JSON as the exporter sends it (only what the test reads). */
type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
  status?: { code?: number; message?: string };
  links?: { traceId: string; spanId: string }[];
}
interface ExportRequest {
  resourceSpans: { resource?: { attributes?: KeyValue[] }; scopeSpans: { scope?: { name: string }; spans?: OtlpSpan[] }[] }[];
}
/** A span as received, with its scope (the instrumentation that made it) and its resource's service.name. */
interface Received extends OtlpSpan {
  scope: string;
  service: string | undefined;
  attribute(name: string): string | number | boolean | undefined;
}

const SERVER = 2;
const CLIENT = 3;
const ERROR = 2;

const valueOf = (value: AnyValue | undefined) => value?.stringValue ?? (value?.intValue !== undefined ? Number(value.intValue) : (value?.boolValue ?? value?.doubleValue));
const attributeOf = (attributes: KeyValue[] | undefined, name: string) => valueOf(attributes?.find((attribute) => attribute.key === name)?.value);

/** An OTLP/HTTP receiver of traces on a local port: keeps every body POSTed to /v1/traces. */
class OtlpReceiver {
  /** Every export request's body, as received. */
  readonly bodies: string[] = [];
  private readonly server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') this.bodies.push(body);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get spans(): Received[] {
    return this.bodies.flatMap((body) =>
      (JSON.parse(body) as ExportRequest).resourceSpans.flatMap(({ resource, scopeSpans }) =>
        scopeSpans.flatMap(({ scope, spans = [] }) =>
          spans.map((span) => ({ ...span, scope: scope?.name ?? '', service: attributeOf(resource?.attributes, 'service.name') as string | undefined, attribute: (name: string) => attributeOf(span.attributes, name) })),
        ),
      ),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The JSON lines the server printed. */
const logLines = (server: ServerProcess): Record<string, unknown>[] =>
  server.output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
const requestLine = (server: ServerProcess, requestId: string) => logLines(server).find((line) => (line.req as { id?: unknown } | undefined)?.id === requestId && line.msg === 'request completed');

/**
 * Through the API of the server process at `url`: a donor's blood request, approved by the seeded superAdmin after it
 * set up its authenticator app (staff need a second factor).
 */
async function approvedRequestThrough(url: string): Promise<void> {
  const server = { url };
  const requester = await register(server);
  const donorToken = (await request(url).post('/api/auth/login').send({ email: requester.email, password: requester.password }).expect(200)).body.accessToken as string;
  const { id } = (await createBloodRequest(server, donorToken, { city: 'Pune' })) as { id: number };
  const enrolment = (await request(url).post('/api/auth/login').send({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }).expect(200)).body as { enrolmentRequired?: boolean; accessToken: string };
  expect(enrolment.enrolmentRequired).toBe(true);
  const { secret } = await enrolTotp(server, enrolment.accessToken);
  const admin = await loginWithCode(server, SUPER_ADMIN.email, SUPER_ADMIN.password, totpCode(secret, 30));
  await api(server, admin.accessToken).put(`/api/blood-requests/${id}/approve`).expect(200);
}

describe('traces (OpenTelemetry)', () => {
  let backend: ReturnType<typeof transpiledBackend>;
  let storage: TestStorage;
  let receiver: OtlpReceiver;
  let smtp: TestSmtp;
  const servers: ServerProcess[] = [];

  /** The server as its own process with `env` on top of the tests' own, listening on a free port; resolves once it is ready. */
  const startServer = async (env: NodeJS.ProcessEnv) => {
    const port = await freePort();
    const server = new ServerProcess(backend.main, { ...serverEnv(storage, storage.database, port), LOG_LEVEL: 'info', SMTP_URL: smtp.url, ...env });
    servers.push(server);
    const url = `http://127.0.0.1:${port}`;
    const ready = await eventually(async () => !server.running || (await request(url).get('/api/health')).status === 200, 60_000);
    if (!ready || !server.running) throw new Error(`The server did not start; it printed:\n${server.output}`);
    return { server, url };
  };

  beforeAll(async () => {
    backend = transpiledBackend();
    storage = await createTestStorage();
    receiver = await new OtlpReceiver().start();
    smtp = await TestSmtp.start();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await receiver?.close();
    await smtp?.close();
    await storage?.dispose();
    backend?.dispose();
  });

  it('with OTEL_EXPORTER_OTLP_ENDPOINT set, sends each request as a trace (HTTP, Express, Nest, SQLite spans), its log line carrying the trace id', async () => {
    const { server, url } = await startServer({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '200' });

    // A query string and a path holding an email address: neither may leave the process (the log holds neither).
    await request(url).get('/api/events/all?probe=alice%40example.org').set('X-Request-Id', 'traced-events').set('User-Agent', 'trace-probe/1.0').expect(200);
    const serverSpanOf = (route: string) => receiver.spans.find((span) => span.kind === SERVER && span.attribute('http.route') === route);
    expect(await eventually(async () => serverSpanOf('/api/events/all') !== undefined, 30_000)).toBe(true);
    const root = serverSpanOf('/api/events/all')!;
    expect(root).toMatchObject({ name: 'GET /api/events/all', service: 'blood-donation', scope: '@opentelemetry/instrumentation-http' });
    expect(root.parentSpanId ?? '').toBe('');
    expect(root.attribute('http.request.method')).toBe('GET');
    expect(root.attribute('http.response.status_code')).toBe(200);
    for (const personal of ['url.path', 'url.query', 'url.full', 'user_agent.original', 'client.address', 'network.peer.address']) expect(root.attribute(personal)).toBeUndefined();

    // The rest of its trace: Express's and Nest's spans, and the SQLite statements, each under the server span.
    const inTrace = () => receiver.spans.filter((span) => span.traceId === root.traceId);
    const statement = () => inTrace().find((span) => span.scope === 'blood-donation' && span.kind === CLIENT);
    const nestHandler = () => inTrace().find((span) => span.scope === '@opentelemetry/instrumentation-nestjs-core' && span.attribute('nestjs.type') === 'handler');
    expect(await eventually(async () => statement() !== undefined && nestHandler() !== undefined, 30_000)).toBe(true);
    const spans = inTrace();
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    /** The ids of the spans above `span`, its parent first. */
    const ancestorsOf = (span: Received): string[] => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent ? [parent.spanId, ...ancestorsOf(parent)] : [];
    };
    for (const span of spans.filter((span) => span.spanId !== root.spanId)) expect(ancestorsOf(span)).toContain(root.spanId);
    expect(spans.some((span) => span.scope === '@opentelemetry/instrumentation-express' && span.attribute('http.route') === '/api/events/all')).toBe(true);
    const context = spans.find((span) => span.scope === '@opentelemetry/instrumentation-nestjs-core' && span.attribute('nestjs.type') === 'request_context')!;
    expect(context).toMatchObject({ name: 'EventsController.list' });
    expect(context.attribute('url.full')).toBeUndefined();
    expect(nestHandler()).toMatchObject({ name: 'list' });
    expect(statement()!.attribute('db.system.name')).toBe('sqlite');
    expect(String(statement()!.attribute('db.query.text'))).toMatch(/^SELECT /);
    expect(ancestorsOf(statement()!)).toContain(nestHandler()!.spanId);

    // The request's log line names the same trace.
    expect(await eventually(async () => requestLine(server, 'traced-events') !== undefined, 10_000)).toBe(true);
    expect(requestLine(server, 'traced-events')).toMatchObject({ traceId: root.traceId, spanId: root.spanId, req: { route: '/api/events/all' } });

    // A route that failed (404, from a path parameter) keeps its route, never the path.
    await request(url).get('/api/teams/bob-at-example-org').expect(404);
    expect(await eventually(async () => serverSpanOf('/api/teams/:slug') !== undefined, 30_000)).toBe(true);
    expect(serverSpanOf('/api/teams/:slug')!.attribute('http.response.status_code')).toBe(404);

    // Background work: the sweeps that run at start, and the outbox worker sending a newsletter's welcome email, its
    // span linked to the request that queued it (the email's traceParent).
    expect(await eventually(async () => receiver.spans.some((span) => span.name === 'RetentionService.sweep' && !span.parentSpanId), 30_000)).toBe(true);
    await request(url).post('/api/newsletter/subscribe').send({ email: 'carol@example.org' }).expect(200);
    const run = () => receiver.spans.find((span) => span.name === 'OutboxWorker.run');
    expect(await eventually(async () => run() !== undefined && smtp.received.length === 1, 30_000)).toBe(true);
    expect(run()!.parentSpanId ?? '').toBe('');
    expect(run()!.attribute('job.queue')).toBe('outbox_emails');
    const job = () => receiver.spans.find((span) => span.name === 'OutboxWorker.job' && span.parentSpanId === run()!.spanId);
    expect(await eventually(async () => job() !== undefined, 10_000)).toBe(true);
    expect(job()!.attribute('job.attempt')).toBe(1);
    expect(job()!.status?.code).not.toBe(ERROR);
    expect(await eventually(async () => serverSpanOf('/api/newsletter/subscribe') !== undefined, 10_000)).toBe(true);
    const queuedBy = serverSpanOf('/api/newsletter/subscribe')!;
    expect(job()!.traceId).not.toBe(queuedBy.traceId);
    expect(job()!.links).toHaveLength(1);
    const [link] = job()!.links!;
    expect(link.traceId).toBe(queuedBy.traceId);
    expect([queuedBy.spanId, ...receiver.spans.filter((span) => span.traceId === queuedBy.traceId).map((span) => span.spanId)]).toContain(link.spanId);
    await request(url).get('/api/health/live').expect(200);

    // A donor-ask wave's span links to the approval that scheduled it (the wave job's traceParent).
    await approvedRequestThrough(url);
    const wave = () => receiver.spans.find((span) => span.name === 'MatchWaveWorker.job' && receiver.spans.some((run) => run.spanId === span.parentSpanId && run.attribute('job.queue') === 'match_wave_jobs'));
    expect(await eventually(async () => wave() !== undefined && serverSpanOf('/api/blood-requests/:id/approve') !== undefined, 30_000)).toBe(true);
    const approvedBy = serverSpanOf('/api/blood-requests/:id/approve')!;
    expect(wave()!.status?.code).not.toBe(ERROR);
    expect(wave()!.links).toHaveLength(1);
    expect(wave()!.links![0].traceId).toBe(approvedBy.traceId);

    // Stopping sends what is left; then nothing that left the process held an address, a user agent or a query.
    await server.stop();
    expect(await server.exited).toBe(0);
    const everything = receiver.bodies.join('\n');
    for (const personal of ['alice', 'bob-at-example-org', 'carol', 'trace-probe', 'probe=', 'ravi', 'superadmin']) expect(everything).not.toContain(personal);
    // The probes (startServer() waited on the readiness probe) are not traced.
    expect(receiver.spans.some((span) => String(span.attribute('http.route') ?? '').startsWith('/api/health'))).toBe(false);
  });

  it('without OTEL_EXPORTER_OTLP_ENDPOINT, sends nothing and the log lines carry no trace id', async () => {
    const received = receiver.bodies.length;
    const { server, url } = await startServer({});
    await request(url).get('/api/events/all').set('X-Request-Id', 'untraced-events').expect(200);
    expect(await eventually(async () => requestLine(server, 'untraced-events') !== undefined, 10_000)).toBe(true);
    // A traced server sends every span left when it stops.
    await server.stop();
    expect(await server.exited).toBe(0);
    expect(receiver.bodies.length).toBe(received);
    expect(logLines(server).filter((line) => 'traceId' in line || 'spanId' in line)).toEqual([]);
    expect(requestLine(server, 'untraced-events')).toMatchObject({ req: { route: '/api/events/all' }, res: { statusCode: 200 } });
  });
});
