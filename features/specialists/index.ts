/**
 * Specialists: who a page offers a visitor, when their reply is promised, and how the promise is
 * kept (decisions 110 to 112). Pure, shared by the site, the functions and the Studio.
 */
export {
  firstName,
  speakToLine,
  specialistFor,
  timesInWords,
  type PageTopic,
  type PlaceTravelled,
  type PublicSpecialist,
  type SpecialistMatch,
} from './speakTo.ts';
export {
  DEFAULT_REPLY_PROMISE,
  replyBy,
  replyByInWords,
  replyPromiseOf,
  targetInWords,
  type ReplyPromise,
  type StoredReplyPromise,
} from './replyPromise.ts';
export {
  figuresOf,
  isOverdue,
  percentile,
  replyFigures,
  replyHours,
  type AnsweredRequest,
  type ReplyFigures,
} from './replyFigures.ts';
export { addWorkingHours, workingHoursBetween, type WorkingHours } from './workingTime.ts';
