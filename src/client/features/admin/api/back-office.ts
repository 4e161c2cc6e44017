// Kept only for staff-audit-screen.tsx, which another branch is changing now (issue 29's split
// landed beside it): once both are merged, that screen imports './audit' and this file goes.
export { auditExportHref, useStaffAudit } from './audit';
