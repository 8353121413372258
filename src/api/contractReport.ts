// The one place a contract violation goes (issue 34): each rejected record (or envelope) once per
// endpoint and record id. In development it is logged with the failing JSON paths; when
// config.json names a `contractReportUrl` (off by default), it is also POSTed there as JSON, for a
// monitoring host (scripts/security-headers.cjs lets that host into connect-src).
import { getRuntimeConfig } from '@/config/runtime';
import { apiLogger } from '@/lib/logger';

export interface ContractViolation {
  /** The call (its operationId in openapi.yaml). */
  endpoint: string;
  /** The record's id, when it has one; null for the envelope or a record without an id. */
  id: string | number | null;
  /** JSON pointers of what broke, in the record ('/rating', '/name') or the answer ('/' for itself). */
  paths: string[];
  /** True when the record was left out; false when only broken optional fields were. */
  dropped?: boolean;
}

const seen = new Set<string>();

export function reportContractViolation(violation: ContractViolation): void {
  const key = `${violation.endpoint} ${violation.id === null ? '' : String(violation.id)}`;
  if (seen.has(key)) return;
  seen.add(key);
  if (process.env.NODE_ENV !== 'production') {
    apiLogger.warn(
      `Contract violation on ${violation.endpoint}, record ${violation.id ?? '(none)'}: ${violation.paths.join(', ')}${violation.dropped ? ' (not shown)' : ''}`,
    );
  }
  const url = getRuntimeConfig().contractReportUrl;
  if (url) {
    fetch(url, { method: 'POST', body: JSON.stringify(violation), keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
      () => undefined,
    );
  }
}

/** Tests start each case with nothing reported yet. */
export function forgetReportedViolations(): void {
  seen.clear();
}
