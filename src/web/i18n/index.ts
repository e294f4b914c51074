// Components read messages here; route loaders import messagesFor from './messages.server' (build time only).
export { useLang, useLocalPath, useMessages, type Area, type Messages } from './use-messages';
