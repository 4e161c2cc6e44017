/// <reference types="vite/client" />

/** Set by vite.config.ts for each build; compared with builds/latest.json (SPEC §4). */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Base address of the API; empty means same origin (SPEC §7). */
  readonly VITE_API_BASE?: string;
}
