import chat from './chat.json';
import common from './common.json';
import community from './community.json';
import nobility from './nobility.json';
import layout from './layout.json';
import live from './live.json';
import member from './member.json';
import pages from './pages.json';
import video from './video.json';
import wallet from './wallet.json';

export default {
  chat,
  common,
  community,
  nobility,
  layout,
  live,
  member,
  pages,
  video,
  wallet,
};
