export { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './server/index.js';
export { supportedCommands } from './commands/index.js';
export { startEmbeddedMongoThread } from './server/thread.js';
