/* What other features and the app use of conversations. */
export { ConversationFromLink } from './components/conversation-from-link';
export { MessageText } from './components/message-text';
export { MessagesButton } from './components/messages-button';
export { UnreadMessagesLink } from './components/unread-messages-link';
export { WriteToEveryone } from './components/write-to-everyone';
