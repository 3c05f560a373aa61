import { EJSON } from 'bson';
import {
  MongoClient,
  MongoServerError,
  type CommandStartedEvent,
  type Collection,
  type Db,
  type Document,
} from 'mongodb';
import { mismatch } from './matching.js';
import { compareVersions, runOperation } from './operations.js';

/**
 * A runner for MongoDB's unified test format (the CRUD subset: collection operations, `runCommand`, command
 * started events), over the official driver. A test file is plain JSON as the specifications write it.
 */

export interface UnifiedFile {
  description: string;
  schemaVersion: string;
  runOnRequirements?: Requirement[];
  createEntities?: Document[];
  initialData?: { collectionName: string; databaseName: string; documents: Document[] }[];
  tests: UnifiedTest[];
}

export interface UnifiedTest {
  description: string;
  runOnRequirements?: Requirement[];
  skipReason?: string;
  operations: Operation[];
  expectEvents?: { client: string; events: Document[]; ignoreExtraEvents?: boolean }[];
  outcome?: { collectionName: string; databaseName: string; documents: Document[] }[];
}

interface Requirement {
  minServerVersion?: string;
  maxServerVersion?: string;
  topologies?: string[];
  serverless?: 'require' | 'forbid' | 'allow';
  auth?: boolean;
  csfle?: boolean;
  serverParameters?: Document;
}

export interface Operation {
  name: string;
  object: string;
  arguments?: Document;
  expectResult?: unknown;
  expectError?: Document;
  saveResultAsEntity?: string;
  ignoreResultAndError?: boolean;
}

export interface Server {
  uri: string;
  version: string;
}

/** Whether a standalone server of `version` meets any of `requirements` (the spec's rule: any one suffices). */
export function meets(requirements: Requirement[] | undefined, version: string): string | undefined {
  if (!requirements || requirements.length === 0) return undefined;
  const reasons = requirements.map((r) => {
    if (r.minServerVersion && compareVersions(version, r.minServerVersion) < 0)
      return `needs ≥ ${r.minServerVersion}`;
    if (r.maxServerVersion && compareVersions(version, r.maxServerVersion) > 0)
      return `needs ≤ ${r.maxServerVersion}`;
    if (r.topologies && !r.topologies.includes('single')) return `needs ${r.topologies.join('/')}`;
    if (r.serverless === 'require') return 'needs serverless';
    if (r.auth === true) return 'needs auth';
    if (r.csfle) return 'needs CSFLE';
    if (r.serverParameters) return 'needs server parameters';
    return undefined;
  });
  return reasons.includes(undefined) ? undefined : reasons.join('; ');
}

/** Why a test cannot run against this kind of server, or undefined: fail points need a server built to take them. */
export function needsFailPoint(test: UnifiedTest): string | undefined {
  return test.operations.some((op) => op.name === 'failPoint' || op.name === 'targetedFailPoint')
    ? 'needs a fail point (configureFailPoint), which only a test-enabled mongod takes'
    : undefined;
}

/** The file parsed as Extended JSON, so `{"$numberLong": …}` and friends are BSON values. */
export function parseUnified(text: string): UnifiedFile {
  return EJSON.parse(text, { relaxed: false }) as UnifiedFile;
}

export interface Entities {
  clients: Map<string, { client: MongoClient; events: CommandStartedEvent[]; ignore: Set<string> }>;
  databases: Map<string, Db>;
  collections: Map<string, Collection>;
  saved: Map<string, unknown>;
}

const ALWAYS_IGNORED = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'buildInfo',
  'endSessions',
  'killCursors',
  'ping',
]);

async function createEntities(file: UnifiedFile, server: Server): Promise<Entities> {
  const entities: Entities = {
    clients: new Map(),
    databases: new Map(),
    collections: new Map(),
    saved: new Map(),
  };
  for (const entity of file.createEntities ?? []) {
    const [kind, spec] = Object.entries(entity)[0] as [string, Document];
    if (kind === 'client') {
      const client = new MongoClient(server.uri, {
        monitorCommands: true,
        promoteValues: false, // numbers as their BSON types, for $$type
        serverSelectionTimeoutMS: 5000,
        ...(spec.uriOptions as Document | undefined),
      });
      const state = {
        client,
        events: [] as CommandStartedEvent[],
        ignore: new Set<string>(spec.ignoreCommandMonitoringEvents ?? []),
      };
      if ((spec.observeEvents as string[] | undefined)?.includes('commandStartedEvent')) {
        client.on('commandStarted', (event) => {
          if (!ALWAYS_IGNORED.has(event.commandName) && !state.ignore.has(event.commandName))
            state.events.push(event);
        });
      }
      await client.connect();
      entities.clients.set(spec.id, state);
    } else if (kind === 'database') {
      const client = entities.clients.get(spec.client)!.client;
      entities.databases.set(spec.id, client.db(spec.databaseName, spec.databaseOptions));
    } else if (kind === 'collection') {
      const db = entities.databases.get(spec.database)!;
      entities.collections.set(spec.id, db.collection(spec.collectionName, spec.collectionOptions));
    } else {
      throw new Error(`entity ${kind} is not supported by this runner`);
    }
  }
  return entities;
}

function checkError(expected: Document, error: unknown): void {
  const server = error instanceof MongoServerError ? error : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (expected.isClientError === true && server)
    throw new Error(`expected a client error, got server error: ${message}`);
  if (expected.isClientError === false && !server)
    throw new Error(`expected a server error, got: ${message}`);
  if (expected.errorCode !== undefined && Number(server?.code) !== Number(expected.errorCode))
    throw new Error(`expected error code ${expected.errorCode}, got ${server?.code}: ${message}`);
  if (expected.errorCodeName !== undefined && server?.codeName !== expected.errorCodeName)
    throw new Error(`expected ${expected.errorCodeName}, got ${server?.codeName}: ${message}`);
  if (
    expected.errorContains !== undefined &&
    !message.toLowerCase().includes(String(expected.errorContains).toLowerCase())
  )
    throw new Error(`expected an error containing "${expected.errorContains}", got: ${message}`);
  for (const label of (expected.errorLabelsContain as string[] | undefined) ?? [])
    if (!server?.hasErrorLabel(label)) throw new Error(`expected error label ${label}: ${message}`);
  for (const label of (expected.errorLabelsOmit as string[] | undefined) ?? [])
    if (server?.hasErrorLabel(label)) throw new Error(`unexpected error label ${label}: ${message}`);
}

async function seed(admin: MongoClient, file: UnifiedFile): Promise<void> {
  for (const { collectionName, databaseName, documents } of file.initialData ?? []) {
    const db = admin.db(databaseName);
    await db.dropCollection(collectionName).catch(() => undefined);
    if (documents.length) await db.collection(collectionName).insertMany(documents);
    else await db.createCollection(collectionName);
  }
}

/** Runs one test of `file` against `server`; throws with the reason when it fails. */
export async function runUnifiedTest(file: UnifiedFile, test: UnifiedTest, server: Server): Promise<void> {
  const admin = new MongoClient(server.uri, { serverSelectionTimeoutMS: 5000 });
  await admin.connect();
  let entities: Entities | undefined;
  try {
    await seed(admin, file);
    entities = await createEntities(file, server);
    for (const operation of test.operations) {
      let result: unknown;
      let error: unknown;
      try {
        result = await runOperation(entities, operation, server);
      } catch (e) {
        if (e instanceof Error && /not supported by this runner/.test(e.message)) throw e;
        error = e;
      }
      if (operation.ignoreResultAndError) continue;
      if (operation.expectError) {
        if (error === undefined)
          throw new Error(`${operation.name}: expected an error, got ${EJSON.stringify(result as Document)}`);
        checkError(operation.expectError, error);
        continue;
      }
      if (error !== undefined)
        throw new Error(
          `${operation.name} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      if (operation.saveResultAsEntity) entities.saved.set(operation.saveResultAsEntity, result);
      if (operation.expectResult !== undefined) {
        // Each document a find or aggregate returns is root-level: it may hold fields the test does not name.
        const found =
          (operation.name === 'find' || operation.name === 'aggregate') &&
          Array.isArray(operation.expectResult) &&
          Array.isArray(result) &&
          result.length === operation.expectResult.length
            ? operation.expectResult
                .map((expected: unknown, at) => mismatch(expected, result[at], `[${at}]`, true))
                .find((m) => m !== undefined)
            : mismatch(operation.expectResult, result);
        if (found) throw new Error(`${operation.name} result: ${found}`);
      }
    }
    for (const expected of test.expectEvents ?? []) {
      const actual = entities.clients.get(expected.client)!.events.map((event) => ({
        commandStartedEvent: {
          command: event.command,
          commandName: event.commandName,
          databaseName: event.databaseName,
        },
      }));
      const compared = expected.ignoreExtraEvents ? actual.slice(0, expected.events.length) : actual;
      if (compared.length !== expected.events.length)
        throw new Error(
          `expected ${expected.events.length} events, got ${compared.length}: ${compared.map((e) => e.commandStartedEvent.commandName).join(', ')}`,
        );
      expected.events.forEach((event, at) => {
        const { command, ...about } = (event.commandStartedEvent ?? {}) as Document;
        if (!event.commandStartedEvent)
          throw new Error(`only commandStartedEvent is supported by this runner`);
        const actualEvent = compared[at]!.commandStartedEvent;
        // The command is a root-level document: the driver's own fields (lsid, $db, …) may be there too.
        const found =
          (command ? mismatch(command, actualEvent.command, `events[${at}].command`, true) : undefined) ??
          mismatch(
            about,
            { commandName: actualEvent.commandName, databaseName: actualEvent.databaseName },
            `events[${at}]`,
            true,
          );
        if (found) throw new Error(`event: ${found}`);
      });
    }
    for (const { collectionName, databaseName, documents } of test.outcome ?? []) {
      const actual = await admin
        .db(databaseName)
        .collection(collectionName)
        .find({})
        .sort({ _id: 1 })
        .toArray();
      const found = mismatch(documents, actual, `outcome ${collectionName}`);
      if (found) throw new Error(found);
    }
  } finally {
    for (const { client } of entities?.clients.values() ?? []) await client.close();
    await admin.close();
  }
}
