import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COMMON_MESSAGES } from '@arena/shared';
import { ACCOUNT_MESSAGES } from '../src/account.messages';

const CATALOGUE = { ...COMMON_MESSAGES, ...ACCOUNT_MESSAGES };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The source without its `output:` shapes (answers are never named in a message), however they are laid out. */
function withoutOutputs(source: string): string {
  let kept = '';
  let from = 0;
  for (let at = source.indexOf('output:'); at !== -1; at = source.indexOf('output:', from)) {
    kept += source.slice(from, at);
    let depth = 0;
    let end = at + 'output:'.length;
    for (; end < source.length; end++) {
      const char = source[end];
      if ('([{'.includes(char)) depth++;
      else if (')]}'.includes(char) && depth-- === 0) break;
      else if (char === ',' && depth === 0) break;
    }
    from = end;
  }
  return kept + source.slice(from);
}

// Every key in zh, en and vi with matching placeholders: test/architecture/messages.spec.ts (all services).
describe('account messages', () => {
  it('keeps the spec texts exact', () => {
    expect(CATALOGUE['common.complete_info'].en).toBe('Please complete the information before submitting');
    expect(CATALOGUE['account.password_mismatch'].en).toBe('Please enter the same password');
    expect(CATALOGUE['account.code_sent'].en).toBe('verification code sent successfully');
    expect(CATALOGUE['account.upload_token_failed'].en).toBe('Verification failed, please Login again.');
  });

  it('defines every message key and field label the account code uses', () => {
    // Output shapes (profile.schemas.ts, `output:`) are never named in a message.
    const source = sourceFiles(join(__dirname, '../src'))
      .filter((file) => !file.endsWith('.schemas.ts'))
      .map((file) => withoutOutputs(readFileSync(file, 'utf8')))
      .join('\n');
    const keys = new Set([...source.matchAll(/'((?:account|common|auth|validation)\.[a-z_]+)'/g)].map((m) => m[1]));
    // Input fields, one per line in the request schemas.
    const fieldNames = new Set(
      [...source.matchAll(/^\s+([a-z_]+): (?:fields\.|z\.|sixDigits|digitText|PASSWORD)/gm)].map((m) => m[1]),
    );
    const missing = [...keys].filter((key) => !(key in CATALOGUE));
    const unlabelled = [...fieldNames].filter((name) => name !== 'output' && !(`field.${name}` in CATALOGUE));
    expect({ missing, unlabelled }).toEqual({ missing: [], unlabelled: [] });
    expect(keys.size).toBeGreaterThan(30);
    expect(fieldNames.size).toBeGreaterThan(12);
  });
});
