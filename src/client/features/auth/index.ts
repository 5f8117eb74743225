// The account pages load as one script chunk.
export { SignInPage } from './SignInPage';
export { SignUpPage } from './SignUpPage';
