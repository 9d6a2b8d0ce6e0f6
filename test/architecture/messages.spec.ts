import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMMON_MESSAGES, type MessageCatalogue } from '@arena/shared';
import { repoRoot, serviceNames, serviceSources } from './source-files';

// Every service, the edge and the shared kit included, answers in zh, en and vi: its catalogue is
// the common one plus `src/<service>.messages.ts` when it has one. New services are covered by existing.
const catalogueOf = (service: string): MessageCatalogue => {
  const file = path.join(repoRoot, 'services', service, 'src', `${service}.messages.ts`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const own = existsSync(file) ? (Object.values(require(file)) as MessageCatalogue[]) : [];
  return Object.assign({}, COMMON_MESSAGES, ...own);
};
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
// Event types look like message keys ('wallet.spent'): they are not messages.
const eventTypes = new Set(
  [
    ...readFileSync(path.join(repoRoot, 'services/shared/src/events/event-bus.ts'), 'utf8').matchAll(
      /^\s+'([a-z_.]+)':/gm,
    ),
  ].map((match) => match[1]),
);

describe.each(serviceNames())('messages of %s', (service) => {
  const catalogue = catalogueOf(service);

  it('has every message in zh, en and vi with the same placeholders', () => {
    const problems = Object.entries(catalogue).flatMap(([key, message]) => {
      const texts = [message.zh, message.en, message.vi];
      if (texts.some((text) => typeof text !== 'string' || text.trim() === '')) return [`${key}: missing a language`];
      return texts.some((text) => placeholders(text) !== placeholders(message.en))
        ? [`${key}: placeholders differ`]
        : [];
    });
    expect(problems).toEqual([]);
  });

  it('defines every message key its sources name', () => {
    const prefixes = [service, 'common', 'auth', 'validation'].join('|');
    const used = serviceSources(service).flatMap(([file, text]) =>
      [...text.matchAll(new RegExp(`'((?:${prefixes})\\.[a-z_.]+)'`, 'g'))].map((match) => [file, match[1]] as const),
    );
    const missing = used
      .filter(([, key]) => !(key in catalogue) && !eventTypes.has(key))
      .map(([file, key]) => `${file}: ${key}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
