import { schemaModels } from './prisma-models';
import { serviceNames, serviceSources } from './source-files';

// One way to consume events (docs/architecture.md, "Events"): an EventConsumer subclass, whose
// once() records processed events in the service's own `processed_events` table.
describe.each(serviceNames().filter((name) => name !== 'shared'))('events consumed by %s', (service) => {
  const sources = serviceSources(service);

  it('go through EventConsumer, never a StreamConsumer of its own', () => {
    expect(sources.filter(([, text]) => /new StreamConsumer\b/.test(text)).map(([file]) => file)).toEqual([]);
  });

  it('are recorded in its own processed_events table when once() is used', () => {
    const usesOnce = sources.some(([, text]) => /extends EventConsumer\b/.test(text) && /\bthis\.once\(/.test(text));
    const hasTable = schemaModels().some((model) => model.file === service && model.table === 'processed_events');
    const problem = `prisma/schema/${service}.prisma needs a ${service[0].toUpperCase()}${service.slice(1)}ProcessedEvent model (@@map("processed_events"))`;
    expect(usesOnce && !hasTable ? [problem] : []).toEqual([]);
  });
});
