import { claimDataDir } from '../storage/lock.js';

export interface EmbeddedMongoOptions {
  /** Directory for the journal and snapshots; created when missing. */
  dbPath: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: the store has no authentication, so it never listens beyond this machine unasked. */
  host?: string;
  /**
   * Listen on this Unix socket instead of TCP (the path must end in `.sock`, as the driver requires). It is
   * created with mode 0600, so only the owning user's processes can connect: the store has no authentication.
   */
  socketPath?: string;
  /** Journal size in bytes that triggers compaction into a snapshot (default 16 MiB). */
  compactBytes?: number;
  /** Seconds between the TTL monitor's passes (mongod's `ttlMonitorSleepSecs`; default 60). */
  ttlMonitorSleepSecs?: number;
}

export interface EmbeddedMongo {
  /** `mongodb://<host>:<port>/`, or `mongodb://<percent-encoded socket path>/` */
  uri: string;
  host: string;
  port: number;
  /** Stops accepting connections, lets in-flight commands finish, closes clients and the store. */
  stop(): Promise<void>;
}

/** Starts a MongoDB-wire-protocol server over a durable store in `dbPath`. */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  // The directory is claimed before the engine's modules load, so a start on a directory already in use is refused
  // in a moment rather than after most of a start's work.
  const claim = await claimDataDir(options.dbPath);
  try {
    const { serveStore } = await import('./serve.js');
    return await serveStore(options, claim);
  } catch (error) {
    await claim.unlock();
    throw error;
  }
}
