import { expect, type Page } from '@playwright/test';

/** Where `npm start` runs the Firebase Auth emulator, and its project (scripts/start.mjs). */
const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-usedbooks';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/**
 * The link of the newest verification mail Firebase would have sent `email`: the emulator keeps
 * each one (and logs it) instead of mailing it.
 */
async function verificationCodeOf(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      code = oobCodes
        .filter((oob) => oob.email === email && oob.requestType === 'VERIFY_EMAIL')
        .at(-1)?.oobCode;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Opening the link: what the mail's link does, through the REST call it makes. */
async function openVerificationLink(oobCode: string): Promise<void> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:update?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode }),
    },
  );
  expect(response.ok).toBe(true);
}

/**
 * From the profile: 'Verify your email', the link opened, then 'I have verified it', after which
 * the server mails this person too (docs/product.md#profile).
 */
export async function verifyEmailFromProfile(page: Page, email: string): Promise<void> {
  await page.goto('/dashboard/profile');
  await expect(page.getByText(/Until you verify yours/)).toBeVisible();
  await page.getByRole('button', { name: 'Verify your email' }).click();
  await expect(
    page.getByText(`We sent a verification link to ${email}.`, { exact: false }),
  ).toBeVisible();
  await openVerificationLink(await verificationCodeOf(email));
  await page.getByRole('button', { name: 'I have verified it' }).click();
  await expect(page.getByText('Your email is verified', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Email verified: yes')).toBeVisible();
}
