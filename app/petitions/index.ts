// The petitions' door for the rest of the app (the browser's too): the rules other features share with them.
// Only small modules of constants and pure functions pass here, never a component or a *.server module, so
// that a page importing one name takes no more code into the browser than that name needs.
export { ANSWER_KINDS, ANSWER_TEXT_MAX, type AnswerErrors, type AnswerKind } from "./answers";
export { PETITION_LIMITS } from "./fields";
export { INVALIDATION_REASONS, type InvalidationReason } from "./receipt-code";
export { AWAITING_REVIEW, isRemovalReason, REMOVAL_REASONS, removalReasonText } from "./removal-reasons";
