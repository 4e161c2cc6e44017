// The deployment's country and the country codes by name, without the country table: the SPA's
// start-up (main.tsx, the build poll, the language choice) needs only these, and the table (banks,
// provinces, tax ids, ~4 KB gzip) then loads with the screens that format or validate
// (docs/decisions/071-initial-js-without-the-tables.md). countries.ts re-exports everything here.
import type { CountryCode } from './enums';

export const thailand: CountryCode = 'TH';
export const indonesia: CountryCode = 'ID';
export const colombia: CountryCode = 'CO';
/** SPEC §9: default country TH. */
export const defaultCountry: CountryCode = thailand;

/**
 * The deployment's country: set once at start (the server from COUNTRY, the SPA from the open
 * config) and read by the formatting modules (money.ts, dates.ts, phone.ts). One process, one page
 * runs one country, so no screen passes a country by hand.
 */
let deployment: CountryCode = defaultCountry;
export function setDeploymentCountry(country: CountryCode): void {
  deployment = country;
}
export const deploymentCountry = (): CountryCode => deployment;

/**
 * A browser storage key that carries the deployment's country, like the cookie names (SPEC §3):
 * two countries served from one origin (a developer's localhost) never read each other's state.
 * Called when the key is used, after the country is set.
 */
export const storageKey = (name: string) => `kolify_${deployment.toLowerCase()}_${name}`;
