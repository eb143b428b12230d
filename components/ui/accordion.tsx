import type { ReactNode } from 'react';
import type { IconName } from '@/content/types';
import { Icon } from './icon';
import { AccordionSync } from './accordion-sync';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  icon?: IconName;
  content: ReactNode;
}

interface AccordionProps {
  /** Shared `name` of the <details> elements, and id of the group. */
  name: string;
  items: AccordionItem[];
}

/*
 * An exclusive accordion built on <details name>: it works without JavaScript, every answer is
 * in the prerendered HTML (and found by the browser's in-page search), and the browser exposes
 * each <summary> as an expandable button with its state. Sharing one `name` makes the group
 * exclusive natively (Chromium 120+, Safari 17.2+, Firefox 130+); AccordionSync gives older
 * browsers the same one-open-at-a-time rule.
 */
export function Accordion({ name, items }: AccordionProps) {
  return (
    <div id={name} className={styles.accordion}>
      {items.map((item) => (
        <details key={item.id} name={name} className={`card ${styles.item}`} id={`${name}-${item.id}`}>
          <summary className={styles.summary}>
            {item.icon ? (
              <span className="icon-badge">
                <Icon name={item.icon} size={22} />
              </span>
            ) : null}
            <span className={styles.title}>{item.title}</span>
            <span className={styles.chevron}>
              <Icon name="chevron-down" size={22} />
            </span>
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
      <AccordionSync groupId={name} />
    </div>
  );
}
