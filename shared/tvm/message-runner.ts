/**
 * The runner across a message channel — a browser Worker (renderer/tvm-worker) or a Node worker thread
 * (cli/tvm-thread-runner.ts) — written once: the calling side correlates answers by id and fails every
 * pending call when the other side dies; the serving side runs each request on its engine.
 */
import type { CellTree } from './cell-tree';
import type { Disassembly } from './disassembly';
import type { GetMethodBatchRequest, GetMethodRequest, GetMethodResult, TvmRunner } from './runner';

/** Caller → engine. */
export type TvmRequestMessage =
  | { id: number; method: 'prepare' }
  | { id: number; method: 'disassemble'; codeBoc: string }
  | { id: number; method: 'cellTree'; boc: string; maxCells?: number }
  | { id: number; method: 'runGetMethod'; request: GetMethodRequest }
  | { id: number; method: 'runGetMethods'; request: GetMethodBatchRequest };

/** Engine → caller: the result, or why the call itself failed (the contract's faults are results). */
export type TvmResponseMessage =
  | { id: number; result: GetMethodResult | GetMethodResult[] | Disassembly | CellTree | null }
  | { id: number; error: string };

/** One end of a channel to an engine, as the host adapts its Worker or thread. */
export interface TvmChannel {
  post(message: TvmRequestMessage): void;
  /** Registers the one listener for answers. */
  onMessage(listener: (message: TvmResponseMessage) => void): void;
  /** Registers the one listener for the other side failing (it could not start, or died). */
  onFailure(listener: (reason: string) => void): void;
  terminate(): void;
}

/** A runner over a channel, opened on the first call (and again after a failure). */
export function createChannelTvmRunner(
  open: () => TvmChannel,
  describeFailure: (reason: string) => string,
): TvmRunner {
  let channel: TvmChannel | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();

  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
    channel?.terminate();
    channel = null;
  };

  function start(): TvmChannel {
    const opened = open();
    opened.onMessage((message) => {
      const entry = pending.get(message.id);
      if (!entry) return;
      pending.delete(message.id);
      if ('error' in message) entry.reject(new Error(`The TVM emulator failed: ${message.error}`));
      else entry.resolve(message.result as never);
    });
    opened.onFailure((reason) => failAll(describeFailure(reason)));
    return opened;
  }

  /** A request message without its id. */
  type Unnumbered = TvmRequestMessage extends infer M
    ? M extends TvmRequestMessage
      ? Omit<M, 'id'>
      : never
    : never;

  function call<T>(message: Unnumbered): Promise<T> {
    channel ??= start();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      channel!.post({ ...message, id } as TvmRequestMessage);
    });
  }

  return {
    runGetMethod: (request) => call<GetMethodResult>({ method: 'runGetMethod', request }),
    runGetMethods: (request) => call<GetMethodResult[]>({ method: 'runGetMethods', request }),
    disassemble: (codeBoc) => call<Disassembly>({ method: 'disassemble', codeBoc }),
    cellTree: (boc, maxCells) =>
      call<CellTree>({ method: 'cellTree', boc, ...(maxCells !== undefined ? { maxCells } : {}) }),
    prepare: () => call<null>({ method: 'prepare' }).then(() => undefined),
    dispose: () => failAll('The TVM emulator was stopped.'),
  };
}

/** The serving side: runs one request on `engine` and gives the answer to send back. */
export async function serveTvmRequest(
  engine: TvmRunner,
  message: TvmRequestMessage,
): Promise<TvmResponseMessage> {
  try {
    switch (message.method) {
      case 'prepare':
        await engine.prepare();
        return { id: message.id, result: null };
      case 'disassemble':
        return { id: message.id, result: await engine.disassemble(message.codeBoc) };
      case 'cellTree':
        return { id: message.id, result: await engine.cellTree(message.boc, message.maxCells) };
      case 'runGetMethods':
        return { id: message.id, result: await engine.runGetMethods(message.request) };
      case 'runGetMethod':
        return { id: message.id, result: await engine.runGetMethod(message.request) };
    }
  } catch (error) {
    return { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
}
