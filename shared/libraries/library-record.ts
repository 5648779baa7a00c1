/**
 * A library the user added (its code, kept on this machine beside the labels), as stored and as the
 * bridge carries it. No address codec or cell parser here: the bridge contract, loaded in Electron's
 * sandboxed preload, checks replies with these; the BoC itself is read where the store runs
 * (library-boc.ts).
 */
import { z } from 'zod';

/** Most libraries one store keeps (as many as one emulator request may carry). */
export const MAX_USER_LIBRARIES = 32;
/** Largest library BoC accepted, in bytes (the largest real contract codes are a few KB). */
export const MAX_LIBRARY_BOC_BYTES = 256 * 1024;
/** Longest text a library BoC is pasted as (hex of the largest BoC, with room for spaces). */
export const MAX_LIBRARY_TEXT_CHARS = 3 * MAX_LIBRARY_BOC_BYTES;
/** Longest name the user gives a library. */
export const LIBRARY_NAME_MAX_LENGTH = 120;

/** A library hash: 64 lower-case hex digits. */
export const libraryHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** One library the user added. */
export const userLibrarySchema = z.object({
  /** The hash of its root cell: what a library cell naming it holds. */
  hash: libraryHashSchema,
  /** Its code, standard Base64 BoC. */
  boc: z
    .string()
    .min(1)
    .max(Math.ceil((MAX_LIBRARY_BOC_BYTES * 4) / 3) + 4),
  /** The user's name for it (may be empty). */
  name: z.string().max(LIBRARY_NAME_MAX_LENGTH),
  /** Where it came from: pasted text or a file (then its name). */
  origin: z.enum(['pasted', 'file']),
  file_name: z.string().max(255).nullable(),
  /** When it was added (ISO 8601). */
  added_at: z.string(),
});
export type UserLibrary = z.infer<typeof userLibrarySchema>;
