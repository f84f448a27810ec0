/**
 * The error catalogue (spec §8). Every failure the server reports, and every failure the client
 * detects on its own, has one stable code here. The web translates `errors.<code>` in the `errors`
 * namespace; `message` is the English fallback used in logs and by non-browser integrators.
 */
export const errorCatalogue = {
  // request and platform
  BAD_REQUEST: { status: 400, message: 'The request could not be read.' },
  VALIDATION_FAILED: { status: 400, message: 'A field is missing or not valid.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests, retry after 5 minutes.' },
  /** The same refusal for a limit counted over an hour (codes to one number, uploads, feedback…). */
  TOO_MANY_REQUESTS_HOUR: { status: 429, message: 'Too many requests, retry within the hour.' },
  UNKNOWN: { status: 500, message: 'Unknown error.' },
  SYSTEM_MAINTENANCE: { status: 503, message: 'System maintenance.' },
  ACCESS_RESTRICTED: { status: 403, message: 'Access restricted (IP or location).' },
  FUNCTION_DISABLED: { status: 403, message: 'Function not enabled.' },
  ENCRYPTION_REQUIRED: { status: 400, message: 'This call needs an encrypted body.' },
  DECRYPTION_FAILED: { status: 400, message: 'The encrypted body could not be read.' },
  // client-side (never sent by the server)
  NETWORK_ERROR: { status: 0, message: 'Network link abnormal.' },
  PAGE_TIMEOUT: { status: 0, message: 'The page took too long to load.' },
  CHUNK_LOAD_FAILED: { status: 0, message: 'Part of the page could not be loaded.' },
  INVALID_URL: { status: 0, message: 'Invalid URL, contact customer service.' },
  POPUP_BLOCKED: { status: 0, message: 'Popup blocked, allow popups.' },
  // session and account
  LOGIN_REQUIRED: { status: 401, message: 'Please log in.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has ended, please log in again.' },
  LOGIN_FAILED: { status: 401, message: 'Login failure, try again.' },
  NON_MEMBER_LOGIN: { status: 403, message: 'Non-member account unable to login.' },
  NON_AGENT: { status: 403, message: 'Non-agents cannot log in.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'Please change your password first.' },
  CONTACT_AGENT: { status: 403, message: 'Contact your agent.' },
  TRIAL_ACCOUNT: { status: 403, message: 'Please register a real account first.' },
  TRIAL_CHAT: { status: 403, message: 'Please complete your information first.' },
  CAPTCHA_FAILED: { status: 400, message: 'Captcha check failed.' },
  CHALLENGE_FAILED: { status: 400, message: 'The security check failed, try again.' },
  VERIFICATION_CODE_INVALID: { status: 400, message: 'Invalid or missing verification code.' },
  VERIFICATION_CODE_EXPIRED: { status: 400, message: 'Verification code expired, send again.' },
  PHONE_FORMAT_INVALID: { status: 400, message: 'Invalid phone number format.' },
  PHONE_REQUIRED: { status: 400, message: 'Enter a valid phone number.' },
  MOBILE_INVALID: { status: 400, message: 'Please fill in correct mobile number.' },
  SMS_FAILED: { status: 400, message: 'The code could not be sent.' },
  ACCOUNT_NOT_FOUND: { status: 400, message: 'Username/email does not exist.' },
  USERNAME_TAKEN: { status: 409, message: 'This username is already registered.' },
  MOBILE_TAKEN: { status: 409, message: 'This mobile number is already registered.' },
  AFFILIATE_INVALID: { status: 400, message: 'Invalid invitation code.' },
  TERMS_REQUIRED: { status: 400, message: 'Please agree to the terms.' },
  AGE_REQUIRED: { status: 400, message: 'Please confirm you are 21 years old.' },
  PASSWORD_MISMATCH: { status: 400, message: 'The passwords do not match.' },
  OLD_PASSWORD_WRONG: { status: 400, message: 'The current password is not correct.' },
  PASSWORD_UNCHANGED: { status: 400, message: 'Choose a new password that differs from the current one.' },
  // money and games
  QUOTA_INSUFFICIENT: { status: 400, message: 'Quota not sufficient, contact customer service.' },
  INSUFFICIENT_BALANCE: { status: 400, message: 'Your balance is not enough.' },
  STAKE_OUT_OF_RANGE: { status: 400, message: 'The stake is outside the allowed range.' },
  DUPLICATE_REQUEST: { status: 409, message: 'This request was already processed.' },
  GAME_NOT_FOUND: { status: 404, message: 'Game not found.' },
  VENDOR_NOT_FOUND: { status: 404, message: 'Game vendor not found.' },
  GAME_MAINTENANCE: { status: 503, message: 'Game under maintenance.' },
  ROUND_NOT_FOUND: { status: 404, message: 'Game round not found.' },
  /** Bingo: the draw's buy window has closed (cards are sold for the next draw when it opens). */
  BINGO_CLOSED: { status: 409, message: 'Card sales for this bingo draw are closed.' },
  /** Bingo: a member holds at most 4 cards in one draw. */
  BINGO_CARD_LIMIT: { status: 409, message: 'You already hold the most cards allowed in this draw.' },
  /** A two-step round (video poker) that was already closed: refunded, or stood on after it was left open. */
  ROUND_CLOSED: { status: 409, message: 'This game round is already closed.' },
  /** Crash game: a cash-out before the flight started. */
  ROUND_NOT_STARTED: { status: 409, message: 'The round has not started yet.' },
  /** Crash game: a cash-out that reached the server at or after the crash; nothing is paid. */
  ROUND_CRASHED: { status: 409, message: 'Too late: the round crashed before your cash-out.' },
  /** A vendor's or payment provider's callback: unsigned, forged, stale, or clashing with what it concerns. */
  CALLBACK_REJECTED: { status: 403, message: 'The vendor callback was not accepted.' },
  // lottery
  BETTING_CLOSED: { status: 409, message: 'Betting is closed for this draw.' },
  NUMERO_NOT_FOUND: { status: 404, message: 'Draw not found.' },
  INVALID_BET_NUMBER: { status: 400, message: 'The number is not valid for this play type.' },
  // deposits
  PAYMENT_PROVIDER_FAILED: { status: 502, message: 'The payment provider did not answer.' },
  // promotions, feedback, agents
  IMAGE_LIMIT: { status: 400, message: 'Images must be PNG or JPG, at most 5 MB each, at most 3.' },
  UPLOAD_NOT_FOUND: { status: 400, message: 'An image was not found; upload it again.' },
  FEEDBACK_WORD_COUNT: { status: 400, message: 'The feedback is too short or too long.' },
  FEEDBACK_CONTACT_REQUIRED: { status: 400, message: 'Leave a contact so we can answer you.' },
  COMMENT_LIMIT: { status: 400, message: 'The comment is limited to 140 characters.' },
  DOWNLINE_RATE_WARNING: {
    status: 409,
    message: 'Your downline has a higher rate; their contract ends automatically if you proceed.',
  },
  // deposits (responsible play)
  DEPOSIT_LIMIT_REACHED: { status: 409, message: 'This deposit would go over your own deposit limit.' },
  // payout security
  PAYMENT_PASSWORD_NOT_SET: { status: 409, message: 'Set a payment password first.' },
  PAYMENT_PASSWORD_ALREADY_SET: { status: 409, message: 'A payment password is already set.' },
  PAYMENT_PASSWORD_WRONG: { status: 400, message: 'The payment password is not correct.' },
  PAYMENT_PASSWORD_LOCKED: { status: 403, message: 'Too many wrong payment passwords; try again later.' },
  PAYMENT_PASSWORD_WEAK: { status: 400, message: 'Do not use one repeated digit or a straight run of digits.' },
  PAYOUT_PROVIDER_UNKNOWN: { status: 400, message: 'Choose a bank or e-wallet from the list.' },
  PAYOUT_ACCOUNT_NUMBER_INVALID: { status: 400, message: 'The account number is not valid for this provider.' },
  PAYOUT_HOLDER_MISMATCH: { status: 400, message: 'The account holder must be the name on your account.' },
  PAYOUT_ACCOUNT_DUPLICATE: { status: 409, message: 'This account is already saved.' },
  PAYOUT_ACCOUNT_LIMIT: { status: 409, message: 'You have saved the most accounts allowed.' },
  PAYOUT_ACCOUNT_NOT_FOUND: { status: 404, message: 'Payout account not found.' },
  TURNOVER_NOT_MET: { status: 400, message: 'Wager your deposits before withdrawing.' },
  WITHDRAW_LIMIT_REACHED: { status: 409, message: 'You have reached a withdrawal limit; try again later.' },
  // promotion claims
  PROMO_NOT_ELIGIBLE: { status: 403, message: 'You do not qualify for this promotion.' },
  PROMO_CLAIMED: { status: 409, message: 'You have already claimed this promotion.' },
  PROMO_CLOSED: { status: 409, message: 'This promotion is not open for claims now.' },
  PROMO_CONTACT_REQUIRED: { status: 400, message: 'Add your Zalo or WhatsApp ID to your profile to claim bonuses.' },
  PROMO_APPLIED: { status: 409, message: 'Your application is already being reviewed.' },
  // member centre
  MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found.' },
  AGE_UNDER_MINIMUM: { status: 400, message: 'You must be at least 21 years old.' },
  PROFILE_FIELD_LOCKED: { status: 409, message: 'This detail is already set; customer service can change it.' },
  EMAIL_TAKEN: { status: 409, message: 'This e-mail address belongs to another account.' },
  PLAY_BREAK_ACTIVE: { status: 403, message: 'You are taking a break from play until the time shown.' },
  PLAY_BREAK_PERMANENT: { status: 403, message: 'You have excluded yourself from play for good.' },
  PLAY_BREAK_SHORTER: { status: 409, message: 'A break already runs longer; it cannot be shortened.' },
  PLAY_LIMIT_REACHED: { status: 409, message: 'This bet would go over your own loss or stake limit.' },
  DATE_RANGE_INVALID: { status: 400, message: 'Choose a period that starts before it ends, at most 31 days long.' },
  // points mall
  POINTS_INSUFFICIENT: { status: 400, message: 'You do not have enough points.' },
  POINTS_OUT_OF_STOCK: { status: 409, message: 'This item is out of stock.' },
  POINTS_ITEM_NOT_FOUND: { status: 404, message: 'This item is not in the points mall.' },
  POINTS_CONVERT_MINIMUM: { status: 400, message: 'Convert at least the minimum number of points.' },
  CHAT_ROOM_NOT_FOUND: { status: 404, message: 'Chat room not found.' },
  CHAT_ROOM_VIP_ONLY: { status: 403, message: 'This room is for VIP members.' },
  CHAT_MUTED: { status: 403, message: 'You cannot post in the chat for now.' },
  BET_NOT_FOUND: { status: 404, message: 'Bet not found.' },
  // transfers to the upline agent
  UPLINE_TRANSFER_OFF: { status: 403, message: 'Transfers to your agent are not open for your account.' },
  UPLINE_ONLY: { status: 403, message: 'You can only transfer to your own agent.' },
  HIGHER_RATE_DOWNLINE: {
    status: 409,
    message: 'An agent below you has a higher rate than this contract; if you proceed, that contract ends automatically.',
  },
  // agent rebates and rates
  RATE_ABOVE_OWN: { status: 400, message: 'The rate is above your own; set it at most to your own rate.' },
  // agent contracts (salaries and dividends): why an offer to a downline is refused
  /** No member of that username directly below the caller (the same answer for another team's member). */
  DOWNLINE_NOT_FOUND: { status: 404, message: 'There is no agent with this username directly below you.' },
  /** The member is in the caller's team but is a player, or not directly below him. */
  DOWNLINE_NOT_AGENT: { status: 400, message: 'This member is not an agent directly below you.' },
  /** The downline already holds a contract of the kind, offered or approved: it must end first. */
  CONTRACT_ALREADY_LIVE: { status: 409, message: 'This agent already has a contract of this kind; end it first.' },
  // missions and the daily sign-in
  MISSION_NOT_FOUND: { status: 404, message: 'Mission not found.' },
  MISSION_UNFINISHED: { status: 409, message: 'Finish the mission before claiming its reward.' },
  MISSION_CLAIMED: { status: 409, message: 'You have already claimed this mission.' },
  MISSION_CLOSED: { status: 409, message: 'This mission is not open for claims now.' },
  SIGN_IN_DONE: { status: 409, message: 'You have already signed in today.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalogue, code);
}

/** The translation key of an error code, in the web's `errors` namespace. */
export function errorKey(code: ErrorCode): `errors:${ErrorCode}` {
  return `errors:${code}`;
}
