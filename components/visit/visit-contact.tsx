import { Icon } from '@/components/ui/icon';
import { fill } from '@/lib/i18n';
import type { VisitCentre } from '@/lib/request';
import type { VisitCopy } from '@/copy/request/visit';

/** The centre's phone (a call needs no data) and its WhatsApp, under a visit and on its page whatever it shows. */
export function VisitContact({ centre, words, newTab }: { centre: VisitCentre; words: VisitCopy; newTab: string }) {
  return (
    <div>
      <p>{words.contact.intro}</p>
      <ul className="plain-list btn-group">
        <li>
          <a className="btn btn-outline" href={`tel:${centre.phone.e164}`} data-visit-call>
            <Icon name="phone" size={20} />
            {fill(words.contact.call, { phone: centre.phone.display })}
          </a>
        </li>
        <li>
          <a className="btn btn-outline" href={centre.whatsapp} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={20} />
            {words.contact.whatsapp}
            <span className="visually-hidden">{newTab}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
