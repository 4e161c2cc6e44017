// The one Drizzle schema, one file per area; drizzle-kit reads this folder.
export * from './auth';
export * from './content';
export * from './marketplace';
