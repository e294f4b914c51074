export { HelpChat } from './help-chat';
