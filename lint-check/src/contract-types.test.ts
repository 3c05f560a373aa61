import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API contract is only worth having if a change to it stops every app that reads the changed field from
 * compiling. This type-checks each app's own code (its tsconfig, tests left out) with `@kaspit/api-contract` read
 * from its source and two fields renamed there in memory — one in the statistics reply, one in the signed-in user —
 * and names the apps that break over each. (That the apps compile with the contract as it is, is `npm run
 * typecheck`; here every error must name a renamed field, so none comes from elsewhere.)
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const contractSource = join(root, 'api-contract/src');

interface Rename {
  /** The schema file under api-contract/src. */
  file: string;
  /** The field as the schema declares it, e.g. `byCategory: `. */
  field: string;
  renamed: string;
}

const RENAMES = {
  statistics: { file: 'statistics/index.ts', field: '  byCategory: z', renamed: '  spendingByCategory: z' },
  user: {
    file: 'users/index.ts',
    field: '  billingCyclePeriod: billingCyclePeriodSchema,',
    renamed: '  billingCycle: billingCyclePeriodSchema,',
  },
} satisfies Record<string, Rename>;

/** The contract's schema files as they read with `renames` applied, each rename hitting exactly one declaration. */
function renamedSources(renames: Rename[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const rename of renames) {
    const file = join(contractSource, rename.file);
    const original = texts.get(file) ?? readFileSync(file, 'utf8');
    // If the field moved, this test must be told, not pass without renaming anything.
    expect(original.split(rename.field), rename.file).toHaveLength(2);
    texts.set(file, original.replace(rename.field, rename.renamed));
  }
  return texts;
}

/** The type errors in `app`'s own (non-test) files, with the contract's source files replaced by `sources`. */
function typeErrors(app: string, sources: Map<string, string>): ts.Diagnostic[] {
  const configFile = join(root, app, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configFile}`);
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: true,
    rootDir: undefined,
    // The contract from its source (not its built declarations), so the in-memory rename is what every app sees —
    // the apps themselves, and shared-auth's declarations, which name the contract's types.
    paths: { '@kaspit/api-contract': [join(contractSource, 'index.ts')] },
  };
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => sources.get(file) ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, create) => {
    const text = sources.get(file);
    return text === undefined
      ? getSourceFile(file, language, onError, create)
      : ts.createSourceFile(file, text, language);
  };
  const own = config.fileNames.filter((f) => !/\.test\.tsx?$/.test(f));
  const program = ts.createProgram({ rootNames: own, options, host });
  const appFolder = join(root, app) + '/';
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program
      .getSourceFiles()
      .filter((f) => f.fileName.startsWith(appFolder))
      .flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)]),
  ];
}

const describeError = (d: ts.Diagnostic) => {
  const where = d.file ? relative(root, d.file.fileName) : '(no file)';
  return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
};

/** Every app compiled against the contract; some read the renamed fields, some do not. */
const APPS = [
  'api',
  'shared-auth',
  'shell',
  'mfe-budgets',
  'mfe-data-management',
  'mfe-discounts',
  'mfe-personal-area',
  'mfe-records',
  'mfe-statistics',
];

describe('a field renamed in the API contract', () => {
  // Nine type checks of whole apps: minutes on a busy machine.
  it(
    'stops exactly the apps that read it from compiling, each in its own files',
    { timeout: 900_000 },
    () => {
      const sources = renamedSources(Object.values(RENAMES));
      const broken = { statistics: [] as string[], user: [] as string[] };
      for (const app of APPS) {
        const errors = typeErrors(app, sources).map(describeError);
        // An error elsewhere would make this test pass for the wrong reason.
        for (const error of errors) {
          expect(error.startsWith(`${app}/`), error).toBe(true);
        }
        if (errors.some((e) => /byCategory/.test(e))) broken.statistics.push(app);
        if (errors.some((e) => /billingCycle\b|billingCyclePeriod/.test(e))) broken.user.push(app);
        if (errors.length)
          expect(broken.statistics.includes(app) || broken.user.includes(app), errors.join('\n')).toBe(true);
      }
      // The API computes the statistics; the shell's main page, the budgets page and the statistics page read them.
      expect(broken.statistics).toEqual(['api', 'shell', 'mfe-budgets', 'mfe-statistics']);
      // The API answers the user; shared-auth, the shell and four remotes read the billing cycle from the session.
      expect(broken.user).toEqual([
        'api',
        'shared-auth',
        'shell',
        'mfe-budgets',
        'mfe-data-management',
        'mfe-discounts',
        'mfe-personal-area',
      ]);
    },
  );
});
