import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api';

export const REPORT_REASONS = ['spam', 'abuse', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportTarget = 'post' | 'comment' | 'user';

export function useReport() {
  return useMutation({
    mutationFn: (input: { target_kind: ReportTarget; target_id: number; reason: ReportReason; detail?: string }) =>
      api.post('/api/community/reports', input),
  });
}
