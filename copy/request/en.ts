import { LIMITS } from '@/lib/request/values';
import { SLOT_HOURS } from '@/lib/request/callback';
import type { RequestCopy, CallbackSlot } from '@/lib/request';
import { formatTimeRange } from '@/lib/format';

/*
 * What the appointment form and « Rappelez-moi » say after « Envoyer », in English: the confirmation, the
 * failures, the fallbacks, the panel of a kept request. A module of its own per language (its French
 * twin: ./fr.ts, the same shape by RequestCopy), loaded with the request's code
 * (components/request/form/load-request.ts): these words are needed only once a request is sent, so
 * they are not in every form page's data, and a French page never fetches the English ones.
 */

const slotHours = (slot: CallbackSlot) => formatTimeRange(SLOT_HOURS[slot].from, SLOT_HOURS[slot].to, 'en');

const requestCopy: RequestCopy = {
  locale: 'en',
  failureIntro: 'Your request is not lost: everything you wrote is still above. You can try again, or send it to us now. The message is ready for you:',
  confirmation: {
    title: 'Request sent',
    thanks: 'Thank you{name}. We have received your appointment request:',
    summary: '{service}, on {date} at {time}',
    callbackSummary: 'Call back on {phone}, on {date}, {slot}',
    applicationSummary: 'Application: {position}',
    applicationThanks: 'Thank you{name}. We have received it and will call you soon:',
    reply: 'Our team will reply to {email}{byPhone} as soon as possible to confirm the time. Your appointment is only confirmed once we have replied.',
    byPhone: ' or by phone',
    urgent: 'In an emergency, do not wait: call {phone}.',
    reference: 'Your request’s reference: {reference}. Please give it if you call us about it.',
    again: 'New request',
  },
  failures: {
    prefix: 'Error: ',
    unknown: 'Your request has not been sent, and we do not know why. This is not your fault.',
    offline: 'You are not connected to the internet at the moment. Your request has not been sent.',
    network: 'We could not reach our sending service. Check your internet connection, then try again.',
    'not-configured': 'Sending online is not available at the moment. Your request has not been sent.',
    'bad-request': 'Our sending service did not accept the request. This is not your fault.',
    blocked: 'Our sending service blocked the request. This is not your fault.',
    'rate-limited': 'A request has just been sent from this device. Please wait about ten seconds, then try again.',
    headless: 'Our sending service does not accept this browser. Your request has not been sent.',
    server: 'Our sending service is not responding properly at the moment. Your request has not been sent.',
  },
  fallback: {
    greeting: 'Hello, I would like to request an appointment.',
    callbackGreeting: 'Hello, I would like the centre to call me back.',
    applicationGreeting: 'Hello, I would like to apply to work at the centre.',
    slots: {
      morning: `in the morning (${slotHours('morning')})`,
      afternoon: `in the afternoon (${slotHours('afternoon')})`,
      evening: `in the evening (${slotHours('evening')})`,
    },
    reference: 'Reference',
    labels: {
      fullName: 'Full name',
      email: 'Email',
      phone: 'Phone',
      date: 'Preferred date',
      time: 'Preferred time',
      service: 'Service',
      message: 'Message',
      when: 'When',
      position: 'Position',
      start: 'Can start on',
    },
    empty: 'not given',
    subject: 'Appointment request',
    subjectWithName: 'Appointment request – {name}',
    callbackSubject: 'Call-back request',
    applicationSubject: 'Application – {position}',
    spontaneous: 'Open application',
    asSoonAsPossible: 'as soon as possible',
    noMessage: '(No additional message)',
    whatsapp: 'Send on WhatsApp',
    email: 'Send by email',
    newTab: ' (opens in a new tab)',
    call: 'Or call us on {phone}.',
  },
  outbox: {
    waitingTitle: 'Request saved, waiting for a connection',
    waitingServiceTitle: 'Request saved, sending postponed',
    noConnection: 'There is no connection right now.',
    noAnswer: 'It could not be sent just now (the connection is too weak, or our sending service cannot be reached).',
    serviceBusy: 'Our sending service cannot take it just now. This is not your fault.',
    saferNow: 'This may last a few hours, so the safest thing is to send it to us now by WhatsApp or text message as well, with the same reference.',
    leavesAlone: 'Your request is saved on this device and will be sent automatically as soon as possible, even if you close this page.',
    leavesOnVisit: 'Your request is saved on this device. It will be sent as soon as possible while our site is open, or the next time you visit it.',
    until: 'This device will keep trying until {date}. After that, the request will be deleted without being sent.',
    mayLose: 'Please note: this browser may delete it before then, if the device runs short of space or if you do not open our site for several days. To be sure it reaches us, send it now as well. It carries the same reference, so we will know it is the same request.',
    reference: 'Reference: {reference}',
    summary: 'Your request:',
    hurry: 'Can’t wait? Send the same request now by WhatsApp, text message or email:',
    sms: 'Send by text message',
    retry: 'Try again now',
    stillWaiting: 'It has still not gone. Your request is still saved and will be sent automatically as soon as possible.',
    cancel: 'Cancel this request',
    cancelled: 'Your request has been cancelled and deleted from this device. Your details are back in the form if you want to change them.',
    deleted: 'The request has been deleted from this device.',
    another: 'Make another request',
    refusedTitle: 'Your request could not be sent',
    refusedText: 'When the connection came back, our sending service refused the request, so it will not be sent again. Please send it to us another way, or put it back in the form to edit it.',
    takeBack: 'Put it back in the form',
    delete: 'Delete this request',
    unconfirmedTitle: 'Request sent, not confirmed',
    unconfirmedText: 'Your request left this device, but our sending service’s reply never came back: it most likely reached us, but we cannot be sure. So that it is not sent twice, it will not be sent again automatically. If you have not heard from us within one working day, call us and give its reference, or send it again.',
    sendAgain: 'Send it again',
    expiredTitle: 'Request not sent, deleted from this device',
    expiredText: 'Your request {reference} of {date} could not be sent: this device tried for {days} days, then deleted it, with everything you had written. To book an appointment, call us, write to us, or fill in the form again.',
    close: 'Close',
    damagedTitle: 'A request saved on this device cannot be read',
    damagedText: 'A request saved by an older version of our site could not be read, so it will not be sent. Please send it to us another way, or call us.',
  },
  callback: {
    sentTitle: 'Thank you: we will call you back',
    sentText: 'We will call you on {phone}, on {date}, {slot} (Yaoundé time). The call is on us: it costs you nothing.',
    keptTitle: 'Request saved on this device',
    keptText: 'There is no connection right now.',
    keptLaterText: 'Your call-back request could not be sent straight away, for a reason that has nothing to do with you.',
    see: 'View the request',
    again: 'Another call-back request',
    validation: {
      phoneRequired: 'Please enter the number to call you on.',
      phoneNotANumber: 'Please write the number with digits only, for example 6 71 23 45 67.',
      phoneInvalidCountry: 'That country code does not exist. Check the digits after the +, for example +237 for Cameroon.',
      phoneTooShort: 'This number is too short. A Cameroonian number has 9 digits, for example 6 71 23 45 67.',
      phoneTooLong: 'This number is too long for Cameroon (9 digits). A number from another country? Start with + and its code, for example +33 for France.',
      phoneInvalid: 'This number does not exist in Cameroon. A number from another country? Start with + and its code, for example +33 for France.',
      fullNameLetters: 'Please write your name with letters, or leave it blank.',
      fullNameDirection: 'Your name contains invisible characters that change the direction of the writing. Please delete it and type it again.',
      fullNameTooLong: `The name cannot be longer than ${LIMITS.fullName} characters.`,
      whenRequired: 'Please choose the day and the time of the call.',
      slotPast: 'That time has passed for today: please choose another, or tomorrow.',
    },
  },
};

export default requestCopy;
