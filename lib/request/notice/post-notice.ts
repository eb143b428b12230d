import type { Failures } from '../channels/channel';
import type { RequestContent } from '../payload';
import { noticeFacts, noticeOf, type NoticeEvent } from './notice';
import { postNotice, type NoticeOptions } from './send';

/*
 * The notice's words and its POST, in a chunk of their own (tell-staff.ts imports it when a notice is to
 * be sent): the request's code, of which the pages hold a copy per place that loads it, stays small.
 */
export function postNoticeOf(url: string, event: NoticeEvent, content: RequestContent, failures: Failures, options: NoticeOptions): Promise<number | null> {
  return postNotice(url, noticeOf(event, noticeFacts(content), failures), options);
}
