export { clearAllStorage } from './stored-session.js';
export { STORAGE_KEYS } from './storage.js';
