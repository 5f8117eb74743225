import { SERVER_ERRORS } from '../../shared/messages';
import { activateLanguage } from '../i18n/activeLanguage';
import { apiErrorMessage } from './apiErrorMessage';

/** A refusal as RTK Query hands it over: the status and the server's JSON answer. */
const refusal = (status: number, message: string, code?: string) => ({
  status,
  data: { statusCode: status, error: 'Conflict', message, ...(code ? { code } : {}) },
});

describe('apiErrorMessage', () => {
  it("shows the server's English message as it is in English", () => {
    expect(apiErrorMessage(refusal(409, SERVER_ERRORS.listingSold, 'listingSold'))).toBe(
      'This book is already sold.',
    );
  });

  it("shows the Bangla text for the answer's code in Bangla", async () => {
    await activateLanguage('bn');
    expect(apiErrorMessage(refusal(409, SERVER_ERRORS.listingSold, 'listingSold'))).toBe(
      'বইটি আগেই বিক্রি হয়ে গেছে।',
    );
    expect(apiErrorMessage(refusal(429, SERVER_ERRORS.tooManyRequests, 'tooManyRequests'))).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    );
  });

  it('keeps the English message when an answer has no code it knows', async () => {
    await activateLanguage('bn');
    expect(apiErrorMessage(refusal(400, 'body: Unrecognized key "x"', 'somethingNew'))).toBe(
      'body: Unrecognized key "x"',
    );
  });

  it('falls back to the generic failure, in the active language, without an answer', async () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBe(
      'That did not work. Please try again.',
    );
    await activateLanguage('bn');
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'offline' })).not.toBe(
      'That did not work. Please try again.',
    );
  });
});
