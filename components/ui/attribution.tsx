import clsx from 'clsx';
import styles from './attribution.module.css';

/** Who a quote is from: the name in bold, then on its own line what they are. */
export function Attribution({ name, role, roleClassName }: { name: string; role: string; roleClassName?: string }) {
  return (
    <>
      <span className={styles.name}>{name}</span>
      <span className={clsx(styles.role, roleClassName)}>{role}</span>
    </>
  );
}
