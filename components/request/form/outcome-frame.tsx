import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import type { IconName } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import styles from './appointment-form.module.css';

interface OutcomeFrameProps {
  /** Read out as it appears (role="status"); a kept request's screen, which takes the focus, is not. */
  status?: boolean;
  icon: IconName;
  iconSize?: number;
  /** The icon's disc, when not the confirmation's green one (a kept request's amber). */
  iconClassName?: string | undefined;
  title: ReactNode;
  /** Its heading's level in the page: 2 in a card of its own, 3 inside a section. */
  level?: 2 | 3;
  /** The heading, for a form that moves the focus itself; else it takes the focus once drawn, and again when `focusKey` changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  focusKey?: unknown;
  /** What tests and styles find it by (data-…). */
  data?: Record<`data-${string}`, string | boolean>;
  children: ReactNode;
}

/**
 * What every form says in place of itself once a request has left or is kept on the device: an icon, a
 * heading that takes the focus (read first), then what its kind says (the confirmation, a kept request's
 * screen, an application's).
 */
export function OutcomeFrame({ status = false, icon, iconSize = 32, iconClassName, title, level = 2, headingRef, focusKey, data, children }: OutcomeFrameProps) {
  const ownRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!headingRef) ownRef.current?.focus();
  }, [headingRef, focusKey]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div {...(status ? { role: 'status' } : {})} className={styles.outcome} {...data}>
      <span className={clsx(iconClassName ?? styles.outcomeIcon)} aria-hidden="true">
        <Icon name={icon} size={iconSize} />
      </span>
      <Heading ref={headingRef ?? ownRef} tabIndex={-1} className={styles.outcomeTitle}>
        {title}
      </Heading>
      {children}
    </div>
  );
}
