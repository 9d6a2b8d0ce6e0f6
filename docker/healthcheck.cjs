// Container health check: asks this container's service for readiness (its Postgres and Redis
// answer; the edge also lists every service behind it, and stays ready while one is down: decision 033). The port comes from the
// compiled service registry, so `<NAME>_PORT` overrides apply.
const { servicePort } = require('../services/shared/dist/config/service-registry.js');

const name = process.env.SERVICE_NAME;
if (!name) {
  console.error('SERVICE_NAME is not set');
  process.exit(1);
}
fetch(`http://127.0.0.1:${servicePort(name)}/health/ready`, { signal: AbortSignal.timeout(4000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
