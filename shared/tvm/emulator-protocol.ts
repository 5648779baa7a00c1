/**
 * The messages between the emulator pool (shared/tvm/emulator-pool.ts) and an engine in a worker
 * thread (node-host/tvm-thread.ts) or a browser Worker (renderer/tvm-worker/worker.ts), and the
 * serving side, written once for both.
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

/** A request message without its id. */
export type TvmRequest = TvmRequestMessage extends infer M
  ? M extends TvmRequestMessage
    ? Omit<M, 'id'>
    : never
  : never;

/** Engine → caller: the result, or why the call itself failed (the contract's faults are results). */
export type TvmResponseMessage =
  | { id: number; result: GetMethodResult | GetMethodResult[] | Disassembly | CellTree | null }
  | { id: number; error: string };

/** One end of a channel to an engine, as the host adapts its thread or Worker. */
export interface TvmChannel {
  post(message: TvmRequestMessage): void;
  /** Registers the one listener for answers. */
  onMessage(listener: (message: TvmResponseMessage) => void): void;
  /** Registers the one listener for the other side failing (it could not start, or died). */
  onFailure(listener: (reason: string) => void): void;
  /** Ends the other side at once, whatever it is doing. */
  terminate(): void;
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
