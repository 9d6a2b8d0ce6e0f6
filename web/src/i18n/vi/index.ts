import auth from './auth.json';
import common from './common.json';
import layout from './layout.json';
import member from './member.json';
import pages from './pages.json';

export default { common, layout, auth, member, pages };
