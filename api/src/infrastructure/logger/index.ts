import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; tests pass `silent`. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'kaspit-api' } });
}
