// Password rule shared by the forms and the server (000 §5: at least 6 characters).
export const passwordMinLength = 6;
/** An upper bound so that hashing cannot be used to burn CPU. */
export const passwordMaxLength = 256;
