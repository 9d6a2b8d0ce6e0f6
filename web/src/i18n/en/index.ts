import auth from './auth.json';
import chat from './chat.json';
import gifts from './gifts.json';
import common from './common.json';
import community from './community.json';
import goods from './goods.json';
import nobility from './nobility.json';
import layout from './layout.json';
import live from './live.json';
import member from './member.json';
import pages from './pages.json';
import video from './video.json';
import wallet from './wallet.json';

export default {
  chat,
  gifts,
  common,
  auth,
  community,
  goods,
  nobility,
  layout,
  live,
  member,
  pages,
  video,
  wallet,
};
