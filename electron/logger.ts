/**
 * The smallest logger the main-process modules need. Injected so that tests can assert what was
 * logged (a refused IPC sender must leave a trace) and so that nothing here depends on a logging library.
 */

/** Where main-process modules report what a developer (not the user) should see. */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** A logger that writes to the console with a fixed prefix (main's stdout/stderr). */
export function createConsoleLogger(prefix = '[ton-index]'): Logger {
  return {
    info: (message, details) => console.info(prefix, message, details ?? ''),
    warn: (message, details) => console.warn(prefix, message, details ?? ''),
    error: (message, details) => console.error(prefix, message, details ?? ''),
  };
}

/** A logger that keeps every entry in memory, for tests and for the shell harness. */
export function createMemoryLogger(): Logger & {
  entries: { level: 'info' | 'warn' | 'error'; message: string; details?: Record<string, unknown> }[];
} {
  const entries: { level: 'info' | 'warn' | 'error'; message: string; details?: Record<string, unknown> }[] =
    [];
  const push = (level: 'info' | 'warn' | 'error') => (message: string, details?: Record<string, unknown>) => {
    entries.push(details === undefined ? { level, message } : { level, message, details });
  };
  return { entries, info: push('info'), warn: push('warn'), error: push('error') };
}
