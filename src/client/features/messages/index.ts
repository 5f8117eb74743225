// The Messages pages load as one script chunk ("messages").
export { AskSellerPage } from './AskSellerPage';
export { ConversationPage } from './ConversationPage';
export { MessagesPage } from './MessagesPage';
