// The Messages pages load as one script chunk ("messages"), with the admin's reported list.
export { AskSellerPage } from './AskSellerPage';
export { ConversationPage } from './ConversationPage';
export { MessagesPage } from './MessagesPage';
export { ReportedConversationsPage } from './ReportedConversationsPage';
