import { load } from './tools/bench/load';
const QUERIES = ['梅西', '进球', 'bong da', 'tran dau', 'goals', 'penalt', '篮球', 'keeper', 'doi khach', '转会'];
const edge = process.argv[2];
load(
  {
    label: 'x',
    url: `${edge}/api/search?q=${encodeURIComponent(QUERIES[0])}`,
    requests: QUERIES.map((q) => ({ method: 'GET', path: `/api/search?q=${encodeURIComponent(q)}&limit=10` })),
  },
  { connections: 64, durationSeconds: 10 },
).then((r) => console.log(r), (e) => console.log('ERR', e.message));
