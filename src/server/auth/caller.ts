/**
 * Who is calling, as the access token names them: the Firebase uid, the lower-cased e-mail,
 * whether the identity provider had verified that e-mail when the token was issued (admin rights
 * need it), and the token version of their account then (a raised version ends the session:
 * currentSessions.ts).
 */
export interface Caller {
  uid: string;
  email: string;
  emailVerified: boolean;
  tokenVersion: number;
}
