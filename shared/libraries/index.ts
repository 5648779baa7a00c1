/** The user's own libraries: what is stored, how a pasted BoC is read, and the store beside the labels. */
export * from './library-boc';
export * from './library-record';
export * from './user-library-store';
