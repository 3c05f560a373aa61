/**
 * @kaspit/api-contract — what the API answers, declared once as zod schemas. The API replies through these types and
 * documents its routes with these schemas; the front end imports only their types (`import type`), so zod never
 * reaches a remote's bundle and a field renamed here is a type error in every app that reads it.
 */
export * from './users/index.js';
export * from './statistics/index.js';
export * from './search/index.js';
export * from './user-settings/index.js';
export * from './auth/index.js';
export * from './records/index.js';
export * from './public/index.js';
export * from './backup/index.js';
export * from './domain-rule/index.js';
export * from './month/index.js';
export * from './ai/index.js';
