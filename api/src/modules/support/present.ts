import type { SupportRequest } from '@lifeguard/contracts/schemas/support';
import type { ListedRequest } from './repository.js';

/** A stored request as `GET /api/admin/support-requests/` lists it (SupportRequestSchema). */
export const presentSupportRequest = (row: ListedRequest): SupportRequest => ({
  id: row.id,
  reference: row.reference,
  topic: row.topic as SupportRequest['topic'],
  message: row.message,
  email: row.email,
  user_id: row.userId,
  diagnostics: row.diagnostics ?? null,
  status: row.status as SupportRequest['status'],
  created_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
  answered_by: row.answeredByEmail,
});
