// jest stand-in for `firebase/app`: the client only creates its app with it.
export const initializeApp = (options: object) => ({ name: '[DEFAULT]', options });
