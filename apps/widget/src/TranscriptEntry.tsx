import { useTranslation } from 'react-i18next';
import type { StoredMessage } from './chat-api';
import { ProductCards, type ProductCardsProps } from './ProductCards';
import { sourceLinks } from './source-links';
import { SourceLinks } from './SourceLinks';

/** A message of the chat as the widget keeps it. */
export interface Message extends StoredMessage {
  pending?: boolean;
  /** A line about the conversation itself ("Mia from Trail Co joined"), not anyone's message. */
  notice?: boolean;
  /** The server says this message invites the visitor's contact details: the lead form opens under it. */
  offerLead?: true;
}

/** Where the lead form sits in the transcript: under the last message that offered it, or at the end when the visitor asked for it. */
export const leadFormAfter = (messages: Message[], open: 'offered' | 'asked') =>
  open === 'asked' ? messages.length - 1 : messages.reduce((at, m, i) => (m.offerLead ? i : at), messages.length - 1);

/** One line of the transcript: a notice, or someone's message with its product cards. */
export function TranscriptEntry({ message, agentName, onProductOpen }: { message: Message; agentName: string; onProductOpen: ProductCardsProps['onOpen'] }) {
  const { t } = useTranslation('widget');
  if (message.notice)
    return (
      <p className="notice notice--handoff" dir="auto" data-testid="handoff-notice">
        {message.content}
      </p>
    );
  return (
    <div
      className={`bubble bubble--${message.role}${message.author === 'human' ? ' bubble--human' : ''}`}
      data-testid={message.author === 'human' ? 'message-human' : `message-${message.role}`}
    >
      {message.author === 'human' && message.name ? (
        <span className="bubble__author" dir="auto">
          {message.name}
        </span>
      ) : null}
      <span className="pl-visually-hidden">{message.role === 'user' ? t('you') : message.author === 'human' ? (message.name ?? '') : agentName}: </span>
      {/* Each message in its own direction: English answers read right in a right-to-left widget, and the reverse. */}
      {message.pending && !message.content ? <span className="typing">{t('typing')}</span> : <span dir="auto">{message.content}</span>}
      {message.products?.length ? <ProductCards products={message.products} onOpen={onProductOpen} /> : null}
      <SourceLinks links={sourceLinks(message)} />
    </div>
  );
}
