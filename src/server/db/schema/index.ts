// The one Drizzle schema, one file per area; drizzle-kit reads this folder.
export * from './auth';
export * from './messaging';
export * from './uploads';
export * from './influencer';
export * from './marketer';
export * from './content';
export * from './marketplace';
export * from './channels';
export * from './ledger';
export * from './money';
export * from './campaigns';
export * from './earnings';
