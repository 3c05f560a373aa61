import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../index.js';
import {
  meets,
  needsFailPoint,
  parseUnified,
  runUnifiedTest,
  type Server,
  type UnifiedFile,
} from './runner.js';

/**
 * Unified-format CRUD tests: this package's own (test/unified/*.json), and MongoDB's specification tests when
 * MONGODB_SPEC_TESTS names a checkout's `source/crud/tests/unified` folder (they are not copied here: the
 * specifications repository is licensed CC BY-NC-SA 3.0). Each test passes, or is listed with its reason in
 * test/unified/expected-failures.json — and a listed test that passes fails the run, so the list only shrinks.
 * Against MONGODB_TEST_URI (a real server) the list is not consulted: every runnable test must pass.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const ownDir = path.resolve(here, '../../../test/unified');
const expectedFailures = JSON.parse(readFileSync(path.join(ownDir, 'expected-failures.json'), 'utf8')) as {
  tests: Record<string, string>;
};

function filesIn(dir: string): [string, UnifiedFile][] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'expected-failures.json')
    .sort()
    .map((name) => [name, parseUnified(readFileSync(path.join(dir, name), 'utf8'))]);
}

/**
 * Specification tests this driver cannot run as written, whatever the server — the runner's skip list, as each
 * driver's own spec runner keeps one. Not failures of the server: they fail against a real MongoDB just the same.
 */
const NULL_ID =
  'the Node driver replaces a null _id with a new ObjectId before sending it (mongodb 7, maybeAddIdToDocuments)';
const COLLSTATS =
  "this version of the test expects estimatedDocumentCount to send a $collStats aggregate; the Node driver sends 'count'";
const BYPASS =
  'the Node driver sends bypassDocumentValidation only when true here (findAndModify, aggregate, bulk inserts)';
const driverSkips: Record<string, string> = {
  ...Object.fromEntries(
    ['Aggregate with $out', 'BulkWrite', 'FindOneAndReplace', 'FindOneAndUpdate', 'InsertMany'].map(
      (name) => [
        `spec/bypassDocumentValidation.json: ${name} passes bypassDocumentValidation: false`,
        BYPASS,
      ],
    ),
  ),
  'spec/create-null-ids.json: inserting _id with type null via insertOne': NULL_ID,
  'spec/create-null-ids.json: inserting _id with type null via insertMany': NULL_ID,
  'spec/create-null-ids.json: inserting _id with type null via bulkWrite': NULL_ID,
  'spec/estimatedDocumentCount.json: estimatedDocumentCount uses $collStats on 4.9.0 or greater': COLLSTATS,
  'spec/estimatedDocumentCount.json: estimatedDocumentCount with maxTimeMS on 4.9.0 or greater': COLLSTATS,
  'spec/estimatedDocumentCount.json: estimatedDocumentCount on non-existent collection on 4.9.0 or greater':
    COLLSTATS,
  'spec/estimatedDocumentCount.json: estimatedDocumentCount errors correctly on 4.9.0 or greater--command error':
    COLLSTATS,
  'spec/estimatedDocumentCount.json: estimatedDocumentCount errors correctly on 4.9.0 or greater--socket error':
    COLLSTATS,
  'spec/estimatedDocumentCount.json: estimatedDocumentCount with comment on 4.9.0 or greater': COLLSTATS,
};

const sources: [string, string][] = [['own', ownDir]];
if (process.env.MONGODB_SPEC_TESTS) sources.push(['spec', process.env.MONGODB_SPEC_TESTS]);
const realUri = process.env.MONGODB_TEST_URI;

let server: Server;
let embedded: EmbeddedMongo | undefined;
let dir: string | undefined;

beforeAll(async () => {
  if (!realUri) {
    dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-unified-'));
    embedded = await startEmbeddedMongo({ dbPath: dir });
  }
  const uri = realUri ?? embedded!.uri;
  const client = new MongoClient(uri);
  const info = await client.db('admin').command({ buildInfo: 1 });
  await client.close();
  server = { uri, version: String(info.version) };
});

/** Per source: runnable tests, how many passed, how many failed as listed; printed at the end (the figure the README quotes). */
const tally = new Map<
  string,
  { runnable: number; passed: number; listedFailures: number; skipped: number }
>();
const count = (source: string) => {
  const entry = tally.get(source) ?? { runnable: 0, passed: 0, listedFailures: 0, skipped: 0 };
  tally.set(source, entry);
  return entry;
};

afterAll(async () => {
  for (const [source, { runnable, passed, listedFailures, skipped }] of tally)
    console.log(
      `unified ${source}: ${passed} of ${runnable} runnable tests pass (${((100 * passed) / Math.max(runnable, 1)).toFixed(1)}%), ${listedFailures} fail as listed, ${skipped} not runnable here`,
    );
  await embedded?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

for (const [source, folder] of sources) {
  for (const [name, file] of filesIn(folder)) {
    describe(`${source}/${name}`, () => {
      for (const test of file.tests) {
        const key = `${source}/${name}: ${test.description}`;
        const listed = expectedFailures.tests[key];
        it(test.description, async (context) => {
          const unmet =
            test.skipReason ??
            meets(file.runOnRequirements, server.version) ??
            meets(test.runOnRequirements, server.version) ??
            needsFailPoint(test) ??
            driverSkips[key];
          if (unmet) {
            count(source).skipped += 1;
            return context.skip(unmet); // the spec runner's rule: not runnable on a 7.0 standalone
          }
          count(source).runnable += 1;
          const failure = await runUnifiedTest(file, test, server).then(
            () => undefined,
            (error: unknown) => (error instanceof Error ? error.message : String(error)),
          );
          if (failure === undefined) count(source).passed += 1;
          else if (listed) count(source).listedFailures += 1;
          if (realUri || !listed) expect(failure, failure).toBeUndefined();
          else
            expect(
              failure,
              `listed as failing (${listed}) but passes: remove it from the list`,
            ).toBeDefined();
        });
      }
    });
  }
}
