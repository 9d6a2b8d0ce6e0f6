import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NODE_FLAGS } from '../../tools/service-node-flags';
import { repoRoot } from './source-files';

/** The images start the services with the Node flags `npm start` and the benches use. */
describe('service Node flags', () => {
  it('are the Dockerfile runtime NODE_OPTIONS', () => {
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/NODE_OPTIONS="([^"]*)"/)?.[1]).toBe(SERVICE_NODE_FLAGS.join(' '));
  });
});
