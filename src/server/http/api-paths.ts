/** Paths that belong to the API: unknown ones answer 404 problem+json, never the SPA. */
export const apiPrefixes = ['/sv_authauth', '/sv_influ_api', '/sv_package', '/sv_marketer_profile', '/api', '/dev', '/healthz'];
export const isApiPath = (path: string) => apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
