'use client';

import { useEffect } from 'react';

/** Closes the other <details> of a group when one opens, for browsers without <details name>. */
export function AccordionSync({ groupId }: { groupId: string }) {
  useEffect(() => {
    const group = document.getElementById(groupId);
    if (!group) return;
    // `toggle` does not bubble, but it can be caught on the way down.
    function onToggle(event: Event) {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      for (const details of group!.querySelectorAll('details')) {
        if (details !== opened && details.open) details.open = false;
      }
    }
    group.addEventListener('toggle', onToggle, true);
    return () => group.removeEventListener('toggle', onToggle, true);
  }, [groupId]);
  return null;
}
