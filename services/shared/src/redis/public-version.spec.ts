import { parsePublicVersion, publicVersionHeader } from './public-version';

describe('the public version header', () => {
  it('reads back what a service writes', () => {
    expect(parsePublicVersion(publicVersionHeader('scores:matches:version', '42'))).toEqual({
      key: 'scores:matches:version',
      version: '42',
    });
  });

  it('names only version keys, with a whole number', () => {
    for (const header of [
      undefined,
      ['scores:matches:version 1'],
      'session:abc 1',
      'user-version:1 1',
      'scores:matches:version',
      'scores:matches:version one',
      'scores:matches:version 1 2',
      'Scores:version 1',
    ])
      expect(parsePublicVersion(header)).toBeUndefined();
  });
});
