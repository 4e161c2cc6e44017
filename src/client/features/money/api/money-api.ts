// Kept only for statement-screen.tsx, which another branch is changing now (issue 29's split
// landed beside it): once both are merged, that screen imports './statements' and this file goes.
export { statementFileUrl, useStatement } from './statements';
