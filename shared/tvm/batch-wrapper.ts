/**
 * The code that runs many get-method calls in one emulator session. Starting the emulator costs about
 * as much as a whole jetton get-method (the config and the code are parsed every time), so deriving
 * 10,000 jetton wallet addresses one call at a time would take longer than looking them up. This small
 * program instead takes a list of calls and runs each with `RUNVM` in its own child VM — the account's
 * code as c3, its data as c4, its own context as c7 (the session's context with the account's address,
 * balance and code put in), its own gas limit and isolated gas accounting (flags 1+4+8+16+128) — and
 * returns `[results…, exit code, gas used]` per call. A child VM is exactly what a get-method run is,
 * so each answer equals a single run's (shared/tvm/engine.int.test.ts compares them, gas included).
 *
 * Entry stack (bottom to top): `my_code child_code gas_limit defaults calls method_id`. `defaults`
 * is `[data, address_slice, balance, method_id]`; `calls` is a tuple of at most 255 entries
 * `[args, data?, address_slice?, balance?, method_id?]` where a missing (or null) field takes the
 * default — so the common case, one state asked many times, sends each call's arguments only.
 * `my_code` is the account's code cell as `my_code()` must see it and `child_code` is what the child
 * VM executes (the same cell, or for a library cell an ordinary cell referencing it, as the emulator
 * itself wraps exotic code). State lives in globals 1–16 of the session's own c7, never in the
 * children's. The child context of the default state is built once (global 12); a call that
 * brings its own state gets its own.
 *
 * `BATCH_WRAPPER_BOC` is `BATCH_WRAPPER_ASM` assembled with ton-assembly (checked by batch-wrapper.test.ts),
 * kept compiled so running needs no assembler.
 */

/**
 * Shared by both programs: stores defaults (global 11), gas limit (global 10) and child code (global 1),
 * and leaves the session's params (c7[0]) with my_code put in on the stack.
 */
const SESSION_PARAMS = `SETGLOB 11
SETGLOB 10
CTOS
SETGLOB 1
PUSHCTR c7
INDEX 0
SWAP
SETINDEX 10
`;

/**
 * Shared by both programs: with the session's params (c7[0], my_code put in) on the stack, builds the
 * default state's child context `[params with balance and address]` into global 12, and an empty
 * result tuple into global 4.
 */
const DEFAULT_CONTEXT = `GETGLOB 11
INDEX 2
PUSHNULL
TUPLE 2
SETINDEX 7
GETGLOB 11
INDEX 1
SETINDEX 8
TUPLE 1
SETGLOB 12
TUPLE 0
SETGLOB 4
`;

/**
 * Shared by both programs: after RUNVM (`results… exit_code c4 gas_used` on an otherwise empty stack),
 * appends `[results…, exit code, gas used]` to global 4. One flat tuple, not `[exit, gas, [results…]]`:
 * the emulator logs every instruction it executes, so each costs ≈1.5 µs of CPU whatever it does, and
 * this takes 7 instructions a call where the nested tuple took 13. A call that leaves more than 253
 * values cannot be held (a tuple has at most 255 entries): the session fails and its calls run alone.
 */
const COLLECT_RESULT = `  NIP
  DEPTH
  TUPLEVAR
  GETGLOB 4
  SWAP
  TPUSH
  SETGLOB 4
`;

/** The program, in ton-assembly's syntax. */
export const BATCH_WRAPPER_ASM = `
DROP
SETGLOB 3
${SESSION_PARAMS}SETGLOB 2
GETGLOB 2
${DEFAULT_CONTEXT}PUSHINT_4 0
SETGLOB 5
GETGLOB 3
TLEN
PUSHREFCONT {
  GETGLOB 3
  GETGLOB 5
  INDEXVAR
  SETGLOB 6
  GETGLOB 12
  SETGLOB 7
  GETGLOB 6
  TLEN
  PUSHINT_4 1
  GREATER
  PUSHREFCONT {
    GETGLOB 2
    GETGLOB 6
    INDEXQ 3
    DUP
    ISNULL
    GETGLOB 11
    INDEX 2
    ROT
    CONDSEL
    PUSHNULL
    TUPLE 2
    SETINDEX 7
    GETGLOB 6
    INDEXQ 2
    DUP
    ISNULL
    GETGLOB 11
    INDEX 1
    ROT
    CONDSEL
    SETINDEX 8
    TUPLE 1
    SETGLOB 7
  }
  IF
  GETGLOB 6
  INDEX 0
  TLEN
  SETGLOB 8
  GETGLOB 6
  INDEX 0
  GETGLOB 8
  UNTUPLEVAR
  GETGLOB 6
  INDEXQ 4
  DUP
  ISNULL
  GETGLOB 11
  INDEX 3
  ROT
  CONDSEL
  GETGLOB 8
  INC
  GETGLOB 1
  GETGLOB 6
  INDEXQ 1
  DUP
  ISNULL
  GETGLOB 11
  INDEX 0
  ROT
  CONDSEL
  GETGLOB 7
  GETGLOB 10
  RUNVM 157
${COLLECT_RESULT}  GETGLOB 5
  INC
  SETGLOB 5
}
REPEAT
GETGLOB 4
`;

/** `BATCH_WRAPPER_ASM` assembled (standard Base64 BoC). */
export const BATCH_WRAPPER_BOC =
  'te6ccgEBAwEAwAABbjD4Y/hr+GrQ+GHtR28QAW9a+GL4QvhLbxJtbwJvV/hLbxFvWG8B+GxvAPhkcPhl+ENviIrk+EQBAbT4Q/hFb4H4ZvhM+Gf4Rm+IcbyK3vhGbxBviPho+EZvEPhIb4L4Rm9kIG74S28TWOME+Eik+EH4Rm9hIG74S28QWOME+Ef4SttAnTFob4D4RAFvjPhk+EWk+GUCAE74QvhGb2MgbvhLbxJY4wRtbwJvV/hGb2IgbvhLbxFY4wRvWG8B+Gc=';

/** Most calls in one session: a TVM tuple holds at most 255 entries. */
export const MAX_CALLS_PER_SESSION = 255;

/**
 * The same for the commonest batch — one state asked one method for many addresses (a jetton master's
 * `get_wallet_address` for 10,000 owners): the addresses come packed three to a cell in a chain of
 * references instead of one tuple per call, so preparing the session costs a cell per three calls.
 * Entry stack: `my_code child_code gas_limit defaults addresses count method_id`; each call gets
 * `address_slice method_id` as its stack; results as above. The defaults' method id and data are kept
 * in globals 15 and 16 of their own, read in one instruction each for every call.
 */
export const ADDRESS_BATCH_WRAPPER_ASM = `
DROP
SETGLOB 13
CTOS
SETGLOB 14
${SESSION_PARAMS}${DEFAULT_CONTEXT}GETGLOB 11
INDEX 3
SETGLOB 15
GETGLOB 11
INDEX 0
SETGLOB 16
GETGLOB 13
PUSHREFCONT {
  GETGLOB 14
  DUP
  SBITS
  PUSHCONT {
    PLDREFIDX 0
    CTOS
  }
  IFNOT
  LDMSGADDR
  SETGLOB 14
  GETGLOB 15
  PUSHINT_4 2
  GETGLOB 1
  GETGLOB 16
  GETGLOB 12
  GETGLOB 10
  RUNVM 157
${COLLECT_RESULT}}
REPEAT
GETGLOB 4
`;

/** `ADDRESS_BATCH_WRAPPER_ASM` assembled. */
export const ADDRESS_BATCH_WRAPPER_BOC =
  'te6ccgEBAgEAagABejD4bdD4bvhr+GrQ+GHtR28QAW9a+EtvEm1vAm9X+EtvEW9YbwH4bG8A+GT4S28T+G/4S28Q+HD4TYrk+EQBAFD4TiDXSY4D10zQ3/pA+G74T3L4QfhQ+Ez4SttAnTFob4D4RAFvjPhk';
