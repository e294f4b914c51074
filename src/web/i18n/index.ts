// Components read messages here; route loaders import messagesFor from './messages.server' (build time only).
export {
  PageAddressContext,
  PageMessagesContext,
  useLang,
  useLocalPath,
  useMessages,
  usePageAddress,
  type Area,
  type Messages,
  type PageAddress,
} from './use-messages';
