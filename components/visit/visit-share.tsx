import { Icon } from '@/components/ui/icon';
import { CopyStatus } from '@/components/share/copy-status';
import { useCopyLink } from '@/components/share/use-copy-link';
import { useNativeShare } from '@/components/share/use-native-share';
import { fill } from '@/lib/i18n';
import type { VisitCopy } from '@/copy/request/visit';
import { VISIT_STYLES as css } from './visit-styles';

/**
 * « Envoyer le lien à un proche »: the phone's own share sheet where it has one (WhatsApp, SMS…), else the link
 * copied, with a line that says so (components/share/'s patterns). The link is the visit's page with its token.
 */
export function VisitShare({ link, title, text, words }: { link: string; title: string; text: string; words: VisitCopy }) {
  const native = useNativeShare();
  const { status, copy } = useCopyLink(link, { clearAfter: 10_000 });
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        style={css.button}
        data-visit-share
        onClick={() => void (native.available ? native.share({ title, text, url: link }) : copy({ copied: words.share.copied, failed: fill(words.share.failed, { url: link }) }))}
      >
        <Icon name="share" size={20} />
        {words.share.button}
      </button>
      <CopyStatus status={status} />
    </>
  );
}
