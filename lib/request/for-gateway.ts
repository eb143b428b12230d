/*
 * The request as the request gateway (gateway/, a Cloudflare Worker) reaches it: the body's shape and the
 * rules a request must pass (one definition, the site's), the e-mail's body and the relay's lines, the
 * channels tried in turn, the staff's notice, how long a request may be kept and come back, a call-back's
 * slot as the staff's inbox reads it (readSlot), an appointment's messages and the family's consent to them (visit/), the words the centre writes on a family's WhatsApp thread (thread/). The gateway imports nothing else of lib/request/ (ESLint),
 * and nothing here knows of the gateway.
 */
export type { Answer } from './answers';
export type { Channel, Failures } from './channels/channel';
export type { RequestContent } from './payload';
export { KIND_NAMES, leadsToVisit } from './kinds';
export { inboxOf, type InboxField, type KindInbox } from './kinds/inbox';
export { valueInWords } from './kinds/in-words';
export type { RequestKind, RequestValues } from './values';
export { FIRST_KIND, kindOf } from './values';
export type { Locale } from '@/lib/i18n';
export type { NewRequests, Notice, NoticeEvent, NoticeFacts } from './notice/notice';
export { tryChannels } from './channels';
export { emailJsBody, postJson } from './channels/emailjs';
export { relayBody } from './channels/relay';
export { failingNotice, NAMED_PER_NOTICE, newRequestsNotice, noticeFacts, noticeOf, receivedNotice } from './notice/notice';
export { handedBackNotice, NAMED_AT_MOST, promisedNotice, raisedNotice, type ClaimFacts, type PromiseFacts } from './notice/claims';
export { postNotice } from './notice/send';
export { visitAnswerNotice, visitNotSentNotice, type AnswerNoticeFacts, type NotSentNoticeFacts } from './notice/visits';
export { threadNotice, type ThreadNoticeFacts } from './notice/thread';
export { REENGAGE_TEMPLATE, reengageMessage, stopReply } from './thread/words';
export { checkRequest, type RequestCheck } from './check';
export { readGatewayBody, readStatusQuery } from './gateway/body';
export { GATEWAY_MAX_BODY_BYTES, GATEWAY_PATHS, GATEWAY_STATUS_MAX_IDS, type GatewayAnswer, type GatewayRequestStatus, type GatewayStatusAnswer } from './gateway/protocol';
export type { GatewayOutcome, GatewayOutcomeKind } from './gateway/protocol';
export { GATEWAY_VISIT_PATHS, VISIT_ANSWERS, VISIT_PLACES, VISIT_STATES } from './gateway/protocol';
export type { GatewayVisit, GatewayVisitAnswerBody, GatewayVisitQuery, GatewayVisitReply, GatewayVisitView, VisitAnswer, VisitPlace, VisitState } from './gateway/protocol';
export { CONSENT_FIELD, wantsVisitMessages } from './visit/consent';
export { fillTemplate, replacedWords, SMS_MAX_SEGMENTS, visitMessage, visitWhenWords, type VisitMessage, type VisitMessageFacts, type VisitSaid } from './visit/message';
export { smsSize, toGsm7, type SmsSize } from './visit/sms';
export { placeWords, VISIT_MESSAGE_PURPOSES, VISIT_TEMPLATE_PARAMS, VISIT_TEMPLATES, type TemplateParam, type VisitMessagePurpose } from './visit/words';
export { OUTCOME_KINDS, readOutcome, type OutcomeOf } from './gateway/outcome';
export { KEEP_MS } from './entry';
export { readSlot, type CallbackSlot } from './callback';
export { ownWords } from './application';
export { slotInWords } from './slot-words';
export { readValues } from './stored-values';
export { isReference, newReference } from './reference';
export { readOpenDays, readSiteRules, type SiteRules, type SitePosition } from './site-rules';
export { hoursNote, withHoursNote } from '@/lib/hours-note';
export type { OpenDays } from '@/lib/hours';
