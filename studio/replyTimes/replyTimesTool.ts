/** The "Reply times" tool in the Studio's top bar (ReplyTimesTool.tsx). */
import { ClockIcon } from '@sanity/icons/Clock';
import type { Tool } from 'sanity';
import { ReplyTimesTool } from './ReplyTimesTool.tsx';

export const replyTimesTool: Tool = {
  name: 'reply-times',
  title: 'Reply times',
  icon: ClockIcon,
  component: ReplyTimesTool,
};
