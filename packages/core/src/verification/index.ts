export {
  type BirthDateIssue,
  type CalendarDate,
  EARLIEST_BIRTH_YEAR,
  MIN_VERIFICATION_AGE_YEARS,
  ageInYears,
  parseCalendarDate,
  validateBirthDate,
} from './age';
export {
  ID_NUMBER_INPUT_MAX,
  ID_TYPES,
  type IdNumberIssue,
  type IdType,
  REAL_NAME_MAX_CHARS,
  type RealNameIssue,
  isIdType,
  maskIdNumber,
  normaliseIdNumber,
  normaliseRealName,
  validateIdNumber,
  validateRealName,
} from './id-document';
export {
  REJECTION_REASON_MAX_CHARS,
  type ReviewDecision,
  type ReviewIssue,
  type ReviewOutcome,
  type SubmissionIssue,
  VERIFICATION_STATUSES,
  type VerificationStatus,
  decideReview,
  decideSubmission,
} from './status';
export {
  GENDERS,
  type Gender,
  type VerificationFormField,
  type VerificationFormInput,
  type VerificationFormIssue,
  validateVerificationForm,
} from './form';
export {
  ID_PHOTO_MAX_BYTES,
  ID_PHOTO_MAX_LONG_SIDE_PX,
  ID_PHOTO_MIME_TYPES,
  downscaledSize,
} from './photo';
