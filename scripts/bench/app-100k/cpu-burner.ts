/**
 * One core kept busy while a bench measures, as on a support agent's laptop with something else running:
 * a second Node process spinning until it is stopped. Started by the bench itself, stopped after.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** A running burner. */
export interface CpuBurner {
  stop(): Promise<void>;
}

/** Starts a process that keeps one core busy. */
export function startCpuBurner(): CpuBurner {
  const child: ChildProcess = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
