/**
 * When every form of the app checks its answers: all at once on submit, then a field already marked wrong
 * again on each change. Checking a field as it loses focus inserted its message just as the pointer went
 * down on the next button; the message moved the button, the click landed beside it, and was lost.
 */
export const VALIDATE_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
