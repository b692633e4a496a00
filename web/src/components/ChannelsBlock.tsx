import { useContent } from '../stores/content';
import { ChannelIcon } from './ChannelIcon';
import { LinkCards } from './LinkCards';
import { SectionFrame } from './SectionFrame';

/** 'Мои каналы': the streaming, messenger and video channels, plus the chat community. */
export function ChannelsBlock() {
  const channels = useContent('channels');
  if (!channels) return null;
  return (
    <SectionFrame title={channels.title} code="channels" className="channels">
      <LinkCards cards={[channels.stream, channels.messenger, channels.video]} className="link-cards--three" />
      <p className="channels__chat">
        <ChannelIcon kind="chat" size={18} />
        Сообщество в чате:{' '}
        <a className="link" href={channels.chat.url} target="_blank" rel="noopener noreferrer">
          {channels.chat.title}
        </a>
      </p>
    </SectionFrame>
  );
}
