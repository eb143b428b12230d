import clsx from 'clsx';
import type { Ref } from 'react';
import { Icon } from '@/components/ui/icon';
import type { CopyStatus as Status } from './use-copy-link';
import styles from './share.module.css';

/** Where the copy says how it went: always in the page, so the news is announced. */
export function CopyStatus({ status, className, ref }: { status: Status | null; className?: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} role="status" className={clsx(styles.status, className)} data-copied={status?.copied === false ? 'false' : undefined}>
      {status?.copied ? <Icon name="check" size={18} /> : null}
      {status?.text}
    </p>
  );
}
