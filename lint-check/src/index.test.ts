import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
// `ignore: false` so the seeded fixtures (ignored by the normal lint run) are linted here.
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js`, ignore: false });

/** The rules that report `code` as if it were the file at `path` (relative to the repository root). */
async function rulesFiring(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const hookInCondition = `import { useState } from 'react';
export function Total({ shown }: { shown: boolean }) {
  if (!shown) return null;
  const [count] = useState(0);
  return count;
}
`;

const missingDependency = `import { useEffect, useState } from 'react';
export function useTitle(month: string) {
  const [title, setTitle] = useState('');
  useEffect(() => setTitle(month), []);
  return title;
}
`;

const cleanHook = `import { useEffect, useState } from 'react';
import { fromAgorot } from '@kaspit/domain';
import { useSession } from '@kaspit/shared-auth';
export function useTitle(month: string) {
  const [title, setTitle] = useState('');
  const { user } = useSession();
  useEffect(() => setTitle(month + String(fromAgorot(1)) + String(user)), [month, user]);
  return title;
}
`;

describe('npm run lint', () => {
  it('passes code that keeps every rule, so the checks below are about the rule, not the snippet', async () => {
    expect(await rulesFiring('mfe-records/src/lint-fixture.tsx', cleanHook)).toEqual([]);
    expect(
      await rulesFiring(
        'api/src/lint-fixture.ts',
        `import { fromAgorot } from '@kaspit/domain';\nfromAgorot(1);\n`,
      ),
    ).toEqual([]);
  });

  it('rejects a hook called after an early return', async () => {
    expect(await rulesFiring('shell/src/lint-fixture.tsx', hookInCondition)).toContain(
      'react-hooks/rules-of-hooks',
    );
  });

  it('rejects an effect that leaves out a value it reads', async () => {
    expect(await rulesFiring('mfe-budgets/src/lint-fixture.ts', missingDependency)).toContain(
      'react-hooks/exhaustive-deps',
    );
  });

  it('rejects a remote importing the shell, by package name or by relative path', async () => {
    expect(
      await rulesFiring(
        'mfe-records/src/lint-fixture.ts',
        `import { shellPage } from '@kaspit/shell/testing';\nvoid shellPage;\n`,
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFiring('mfe-records/src/lint-fixture.ts', `import '../../shell/src/index.js';\n`),
    ).toContain('import-x/no-relative-packages');
  });

  it('rejects a remote importing another remote', async () => {
    expect(
      await rulesFiring(
        'mfe-statistics/src/lint-fixture.ts',
        `import { recordsPage } from '@kaspit/mfe-records/testing';\nvoid recordsPage;\n`,
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFiring('mfe-statistics/src/lint-fixture.ts', `import '../../mfe-records/src/app.js';\n`),
    ).toContain('import-x/no-relative-packages');
  });

  it('rejects domain importing any package of ours', async () => {
    expect(
      await rulesFiring(
        'domain/src/lint-fixture.ts',
        `import { apiCall } from '@kaspit/shared-auth';\nvoid apiCall;\n`,
      ),
    ).toContain('no-restricted-imports');
    expect(await rulesFiring('domain/src/lint-fixture.ts', `import '@kaspit/embedded-mongo';\n`)).toContain(
      'no-restricted-imports',
    );
  });

  it('rejects the API importing a UI package', async () => {
    expect(
      await rulesFiring('api/src/lint-fixture.ts', `import { useState } from 'react';\nvoid useState;\n`),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFiring(
        'api/src/lint-fixture.ts',
        `import { apiCall } from '@kaspit/shared-auth';\nvoid apiCall;\n`,
      ),
    ).toContain('no-restricted-imports');
  });

  it('rejects a page importing the API contract for more than its types', async () => {
    const reading = (how: string) =>
      `${how} { statisticsReplySchema, type StatisticsReply } from '@kaspit/api-contract';\n` +
      `export const keys = (reply: StatisticsReply) => [Object.keys(reply), statisticsReplySchema];\n`;
    expect(await rulesFiring('mfe-statistics/src/lint-fixture.ts', reading('import'))).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesFiring('shared-auth/src/lint-fixture.ts', reading('import'))).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(
      await rulesFiring(
        'mfe-statistics/src/lint-fixture.ts',
        `import type { StatisticsReply } from '@kaspit/api-contract';\nexport const keys = (reply: StatisticsReply) => Object.keys(reply);\n`,
      ),
    ).toEqual([]);
  });

  it('rejects a journey reaching into a page with its own locators, and passes one using page objects', async () => {
    const journey = (body: string) => `import type { Page } from '@playwright/test';
import { recordsPage } from '@kaspit/mfe-records/testing';
export async function journey(page: Page) {
  await recordsPage(page).shown();
  ${body}
}
`;
    const path = 'e2e/tests/journeys/lint-fixture.spec.ts';
    for (const raw of [
      "await page.getByTestId('ledger-row').click();",
      "await page.locator('.krec-row').click();",
      "await page.click('#save');",
      "await page.fill('input[name=amount]', '12');",
    ])
      expect(await rulesFiring(path, journey(raw)), raw).toEqual(['no-restricted-syntax']);
    expect(await rulesFiring(path, journey(''))).toEqual([]);
  });

  it('rejects an import circle', async () => {
    const [result] = await eslint.lintFiles([`${root}lint-check/fixtures/cycle/a.ts`]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
