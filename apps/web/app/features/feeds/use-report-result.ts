import { useActionData } from 'react-router';
import type { ReportResult } from '../feed-people/report-form.tsx';

/** The page action's answer to a report (decision 062's ReportForm), when the last post was one. */
export function useReportResult(): ReportResult | null {
  const result = useActionData<unknown>();
  return result && typeof result === 'object' && (result as { intent?: unknown }).intent === 'report' ? (result as ReportResult) : null;
}
