import type { Locale } from '@/lib/i18n';
import { closureNotices } from '@/site/closure-notice';

/**
 * « Fermé le 25 décembre (Noël). » beside the hours: a closure staff entered from the build that carries it, a
 * public holiday from a week before, as the build sees the day (site/closure-notice.ts). Nothing when none is.
 */
export function ClosureNotice({ locale, className, lineClassName }: { locale: Locale; className?: string; lineClassName?: string }) {
  const notices = closureNotices(locale);
  if (notices.length === 0) return null;
  return (
    <div className={className} data-closures>
      {notices.map((notice) => (
        <p key={notice.from} className={lineClassName}>
          <strong>{notice.closed}</strong> {notice.emergency}
        </p>
      ))}
    </div>
  );
}
