/**
 * TVM disassembly of a contract's code with its method table (ton-assembly, the disassembler of
 * @ton/sandbox's own tool chain): the whole listing, and each get-method of the method dictionary on
 * its own with its id and, where known, its name. A library cell is shown as such, and the bundled
 * library behind it is disassembled instead. Code ton-assembly cannot read gives the reason, not a
 * partial listing passed off as whole.
 */
import { Cell } from '@ton/core';
import { runtime, text } from 'ton-assembly';
import { z } from 'zod';
import { bundledLibrary, libraryHashOf } from './libraries';

/** A disassembled code. */
export const disassemblySchema = z.object({
  /** Hash of the code's root cell (hex). */
  code_hash: z.string(),
  /** When the code is a library cell: the library's hash, and whether the app carries it (then it is what is listed). */
  library: z.object({ hash: z.string(), bundled: z.boolean() }).optional(),
  /** The method dictionary's entries (get-methods and the recv_* entries), by id. */
  methods: z.array(z.object({ id: z.number().int(), name: z.string().nullable(), text: z.string() })),
  /** The whole listing. */
  text: z.string(),
  /** Why there is no listing. */
  error: z.string().optional(),
});
export type Disassembly = z.infer<typeof disassemblySchema>;

/** Disassembles a code BoC. Never throws: a code that cannot be read gives `error`. */
export function disassemble(codeBoc: string, methodName: (id: number) => string | null): Disassembly {
  let code: Cell;
  try {
    code = Cell.fromBase64(codeBoc);
  } catch (error) {
    return {
      code_hash: '',
      methods: [],
      text: '',
      error: `The code is not a BoC (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  const codeHash = code.hash().toString('hex');
  const libraryHash = libraryHashOf(code);
  let listed = code;
  let library: Disassembly['library'];
  if (libraryHash !== null) {
    const bundled = bundledLibrary(libraryHash);
    library = { hash: libraryHash, bundled: Boolean(bundled) };
    if (!bundled)
      return {
        code_hash: codeHash,
        library,
        methods: [],
        text: '',
        error: `The code is a library cell naming library ${libraryHash}, which the app does not carry.`,
      };
    listed = Cell.fromBase64(bundled.boc);
  }
  try {
    const instructions = runtime.decompileCell(listed);
    const methods: Disassembly['methods'] = [];
    for (const instruction of instructions) {
      if (instruction.$ !== 'DICTPUSHCONST') continue;
      const dict = instruction.arg1;
      if (dict.$ !== 'DecompiledDict') continue;
      for (const method of dict.methods)
        methods.push({ id: method.id, name: methodName(method.id), text: text.print(method.instructions) });
    }
    methods.sort((a, b) => a.id - b.id);
    return { code_hash: codeHash, ...(library ? { library } : {}), methods, text: text.print(instructions) };
  } catch (error) {
    return {
      code_hash: codeHash,
      ...(library ? { library } : {}),
      methods: [],
      text: '',
      error: `The code could not be disassembled (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
}
