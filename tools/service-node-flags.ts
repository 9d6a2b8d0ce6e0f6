/**
 * Node flags every service process starts with (`npm start`, the benches; the Dockerfile's
 * NODE_OPTIONS repeats them, test/architecture/service-node-flags.spec.ts keeps the two equal).
 * A 32 MB young generation instead of Node 20's 16 MB: a service's requests allocate briefly
 * (parsed bodies, query results, answers), and half as many scavenges cost about a tenth of the
 * CPU per gift in the gifts bench (decision 025).
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
