/**
 * Types of the two files of @ton/sandbox's emulator build that shared/tvm/emulator-instance.ts loads
 * itself (the package declares types only for its `Executor` wrapper): the emscripten factory of the
 * C++ emulator, and its WebAssembly binary as Base64 text.
 */
declare module '@ton/sandbox/dist/executor/emulator-emscripten.js' {
  /** What emscripten's factory accepts (the subset used here). */
  interface EmscriptenModuleArgs {
    /** Replaces emscripten's own fetch-and-compile with a compiled module of ours. */
    instantiateWasm?: (imports: object, done: (instance: object, module: object) => void) => object;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  /** The emulator's C API and emscripten's string helpers, as the factory resolves them. */
  export interface EmulatorModule {
    _run_get_method(params: number, stack: number, config: number): number;
    _malloc(size: number): number;
    _free(pointer: number): void;
    UTF8ToString(pointer: number): string;
    stringToUTF8(text: string, pointer: number, maxBytes: number): void;
    lengthBytesUTF8(text: string): number;
  }
  const factory: (args?: EmscriptenModuleArgs) => Promise<EmulatorModule>;
  export default factory;
}

declare module '@ton/sandbox/dist/executor/emulator-emscripten.wasm.js' {
  const wasm: { EmulatorEmscriptenWasm: string };
  export default wasm;
}
