import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const tones = {
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  warning: 'border-saffron-500/40 bg-saffron-100 text-saffron-700',
  error: 'border-danger/30 bg-danger-50 text-danger',
} as const;

export function Alert({ tone = 'info', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}>
      {children}
    </div>
  );
}
