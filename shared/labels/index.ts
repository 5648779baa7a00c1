/** Private labels and favourites: schemas, the store over the log's database, CSV export and import. */
export * from './label-schema';
export * from './label-store';
export * from './labels-csv';
