/* What other features and the app use of conversations. */
export { useUnreadCount } from './api/get-unread-count';
export { ConversationFromLink } from './components/conversation-from-link';
export { MessageText } from './components/message-text';
export { MessagesButton } from './components/messages-button';
export { WriteToEveryone } from './components/write-to-everyone';
