/**
 * Real server processes on one throw-away PostgreSQL, with an SMTP server that keeps what it receives: the harness of
 * the tests that show money and messages are exactly-once across processes. Call it at the top of a test file; it
 * starts the cluster and the SMTP server before the file's tests and stops everything after them.
 */
import { afterAll, beforeAll } from 'vitest';

import { type RunningServer, spawnServerWithOwnData } from '../../../scripts/support/serverProcess';
import type { Database } from '../../../server/db/Database';
import { migrate } from '../../../server/db/migrate';
import { openPostgresDatabase } from '../../../server/db/postgresDatabase';
import { sqlStore } from '../../../server/store/sqlStore';
import type { Store } from '../../../server/store/Store';
import { type PostgresCluster, startPostgresCluster } from './postgresCluster';
import { type SmtpSink, startSmtpSink } from './smtpSink';

export interface ServerProcesses {
  /** The cluster's address, as the servers get it in DATABASE_URL. */
  readonly databaseUrl: string;
  /** The test's own connection to the database the servers share, migrated. */
  readonly db: Database;
  readonly store: Store;
  /** What the SMTP server received from every server. */
  readonly sink: SmtpSink;
  /** A server process on the shared database, sending to the sink unless `env` says otherwise; stopped after the file. */
  start(env?: Record<string, string>): Promise<RunningServer>;
}

export function serverProcessesOnPostgres(tempPrefix: string, env: Record<string, string>): ServerProcesses {
  let cluster: PostgresCluster | undefined;
  let sink: SmtpSink | undefined;
  let db: Database | undefined;
  let store: Store | undefined;
  const servers: RunningServer[] = [];
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server processes are used before their beforeAll ran');
    return value;
  };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    sink = await startSmtpSink();
    db = await openPostgresDatabase({ connectionString: cluster.url });
    await migrate(db);
    store = sqlStore(db);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await store?.close();
    await sink?.stop();
    await cluster?.stop();
  });

  return {
    get databaseUrl() {
      return ready(cluster).url;
    },
    get db() {
      return ready(db);
    },
    get store() {
      return ready(store);
    },
    get sink() {
      return ready(sink);
    },
    async start(overrides = {}) {
      const server = await spawnServerWithOwnData({
        tempPrefix,
        env: {
          DATABASE_URL: ready(cluster).url,
          SMTP_URL: ready(sink).url,
          MAIL_FROM: 'Secretariat <secretariat@example.org>',
          MAIL_POLL_SECONDS: '1',
          ...env,
          ...overrides,
        },
      });
      servers.push(server);
      return server;
    },
  };
}
