// Every test process talks to its own database and Redis index, never to the development ones.
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/arena_test';
process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379/9';
// Two suites' stacks of a dozen services each run at once: ten connections per service would pass
// PostgreSQL's 100 when both are busy (the authorisation matrix probes every service in parallel).
process.env.DATABASE_POOL_MAX ??= '5';
process.env.UPLOADS_DIR ??= 'var/test-uploads';
process.env.LOG_LEVEL ??= 'warn';
// Tests get their own generated secrets, never the development stack's.
process.env.SECRETS_FILE ??= 'var/test-secrets.json';
// Tests send each client's address in X-Forwarded-For from loopback (by default nothing is trusted).
process.env.TRUST_PROXY ??= 'loopback';
// A test run is one burst of traffic from one address: the edge's limits are tested on purpose, with
// small values, by their own suite.
process.env.RATE_LIMIT_IP_PER_MINUTE ??= '1000000';
process.env.RATE_LIMIT_USER_PER_MINUTE ??= '1000000';
// Each suite's stack has job queues and event streams of its own: a worker or consumer of another
// suite's stack (built without the services a job needs, or on another database) never takes its jobs
// or events. A child process started by a suite inherits them.
const suite = `${process.pid}-${Date.now().toString(36)}`;
process.env.JOBS_PREFIX = `bull-test-${suite}`;
process.env.EVENTS_PREFIX = `test-${suite}:`;
// The live service recomputes heat every second, so a suite sees it move within its timeouts (any
// suite's process may run the shared repeating job).
process.env.LIVE_HEAT_EVERY_MS ??= '1000';
// Every stack takes a free RTMP port of its own, keeps its video apart and pushes no demo streams.
process.env.MEDIA_RTMP_PORT ??= '0';
process.env.MEDIA_DIR ??= 'var/test-media';
process.env.VIDEO_DIR ??= 'var/test-videos';
// Uploads in progress are counted by the upload suite (a refused upload leaves no file): each suite's
// own folder, so another suite's uploads meanwhile are not counted.
process.env.VIDEO_UPLOADS_DIR ??= `${process.env.VIDEO_DIR}/.uploads/${suite}`;
process.env.MEDIA_DEMO_STREAMS ??= '0';
// Rooms are on the air only with video; the seed's test fixture still opens about two seeded rooms
// in three as on the air without a push, so the suites' lists are full without pushing 28 streams.
process.env.SEED_LIVE_WITHOUT_VIDEO ??= '1';
// The scores replay writes every seeded match's events: suites call its tick themselves when they need it.
process.env.SCORES_REPLAY_ENABLED ??= 'false';
