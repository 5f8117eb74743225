/**
 * Who is calling, as the access token names them: the Firebase uid, the lower-cased e-mail, and
 * whether the identity provider had verified that e-mail when the token was issued (admin rights
 * need it).
 */
export interface Caller {
  uid: string;
  email: string;
  emailVerified: boolean;
}
