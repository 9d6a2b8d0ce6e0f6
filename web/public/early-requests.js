// What a first visit needs beside the site's entry, started while the entry downloads instead of
// after it has run:
// - the language's catalogue and, on /main, /football and /live, the page's chunk (file names from
//   the build, in `<meta name="arena-early">`, written by vite.config.ts), as module preloads; on a
//   live room also the player and the stream library of the viewer's mode, and the room's info
//   (useRoomInfo), so the video starts as soon as the page has run; on the score lists the day's
//   matches (useMatchList);
// - on /main, its first API calls: the HTTP client takes each answer over when it makes the same
//   request (src/api/early-requests.ts says how a request is matched); once the hot rooms are in,
//   the first covers are preloaded (the home page's largest paint). Keep the calls in step with the
//   home page's queries (HomeLiveRows, HotMatches, and src/pages/main/early-queries.ts, which puts
//   the answers that have arrived into the query cache before the first render):
//   src/pages/main/early-requests.test.tsx checks it.
(function () {
  // A page the edge rendered names the site's JS instead of loading it (entry-server.tsx): its
  // modules are fetched and the entry started after the first paint, so the browser draws the
  // server's markup (links that work on their own) before the app's JS takes the bandwidth and the
  // main thread; the app then hydrates that markup.
  var deferred = null;
  try {
    var named = document.querySelector('meta[name="arena-entry"]');
    deferred = named && JSON.parse(named.getAttribute('content'));
  } catch (error) {
    deferred = null;
  }
  // After the first contentful paint as the browser reports it once the frame is on screen: a frame
  // that has only begun (requestAnimationFrame) may reach the screen after the JS has come and run.
  // A page that preloads high-priority pictures (the first rooms' covers, a room's poster: its largest
  // paint on a phone) waits for them to arrive and the frame after, for IMAGE_WAIT_MS at most after
  // the first paint: the JS would otherwise take the bandwidth and the main thread before it. A
  // browser without paint timing, or one that reports none within FIRST_PAINT_WAIT_MS, goes on.
  var FIRST_PAINT_WAIT_MS = 3000;
  var IMAGE_WAIT_MS = 1000;
  function afterPaint(work) {
    if (!deferred) return work();
    var done = false;
    function once() {
      if (done) return;
      done = true;
      setTimeout(work, 0);
    }
    function afterFrame() {
      requestAnimationFrame(function () { setTimeout(once, 0); });
    }
    function afterPictures() {
      var links = document.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]');
      var waiting = 0;
      function arrived() {
        waiting -= 1;
        if (waiting === 0) afterFrame();
      }
      for (var i = 0; i < links.length; i++) {
        var link = links[i];
        if (performance.getEntriesByName && performance.getEntriesByName(link.href).length > 0) continue;
        waiting += 1;
        link.addEventListener('load', arrived);
        link.addEventListener('error', arrived);
      }
      if (waiting === 0) return links.length ? afterFrame() : once();
      setTimeout(once, IMAGE_WAIT_MS);
    }
    try {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) afterPictures();
      }).observe({ type: 'paint', buffered: true });
    } catch (error) {
      requestAnimationFrame(once);
    }
    setTimeout(once, FIRST_PAINT_WAIT_MS);
  }
  afterPaint(function () {
    if (!deferred) return;
    deferred.modules.forEach(function (href) {
      preload('modulepreload', href);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = deferred.entry;
    document.head.appendChild(script);
  });

  var path = location.pathname.toLowerCase();
  var lang = 'zh';
  var token = null;
  try {
    var stored = localStorage.getItem('lang');
    if (stored === 'zh' || stored === 'en' || stored === 'vi') lang = stored;
    token = localStorage.getItem('token');
  } catch (error) {
    return; // no storage: the site does it all itself
  }

  function preload(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    if (rel === 'modulepreload') link.crossOrigin = ''; // as Vite's own module preloads, so the entry's import uses it
    if (as === 'image') link.setAttribute('fetchpriority', 'high');
    if (as === 'style') link.crossOrigin = ''; // as Vite's loader adds the page's stylesheets, so they take the preloaded copies
    document.head.appendChild(link);
  }
  var meta = document.querySelector('meta[name="arena-early"]');
  var chunks = null;
  try {
    chunks = meta && JSON.parse(meta.getAttribute('content'));
  } catch (error) {
    chunks = null;
  }
  afterPaint(function () {
    if (!chunks) return;
    if (chunks.catalogues && chunks.catalogues[lang]) preload('modulepreload', chunks.catalogues[lang]);
    var page = chunks.pages && chunks.pages[path];
    if (page) {
      page.js.forEach(function (href) {
        preload('modulepreload', href);
      });
      // Not those the page already has (the edge writes a rendered page's styles into it).
      page.css.forEach(function (href) {
        if (!document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) preload('preload', href, 'style');
      });
    }
    // A live room's player plays with the viewer's mode (VideoPlayer's `arena.player.mode`).
    var engine = path === '/live' && chunks.engines && chunks.engines[playerMode];
    if (engine)
      engine.forEach(function (href) {
        preload('modulepreload', href);
      });
  });
  var playerMode = 'hls';
  try {
    if (localStorage.getItem('arena.player.mode') === 'flv') playerMode = 'flv';
  } catch (error) {
    playerMode = 'hls';
  }

  var early = (window.__arenaEarly = window.__arenaEarly || {});
  var answers = (window.__arenaEarlyData = window.__arenaEarlyData || {});
  // Each call's envelope once it has arrived (read from a copy of the answer, so the HTTP client can
  // still read the answer itself): the site puts those into its cache before its first render.
  function start(method, url, body) {
    var headers = { lang: lang, accept: 'application/json' };
    if (token) headers.token = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    var key = [method, url, body === undefined ? '' : body, lang, token || ''].join(' ');
    early[key] = fetch(url, { method: method, headers: headers, body: body, credentials: 'omit' });
    var envelope = early[key].then(function (response) {
      return response.clone().json();
    });
    envelope.then(
      function (value) {
        answers[key] = value;
      },
      function () {},
    );
    early[key].catch(function () {}); // a failure is the client's to meet (it asks again)
    return envelope;
  }

  if (path === '/football' || path === '/basketball') {
    // The day's matches (useMatchList: today in UTC, or the day strip's `day`).
    var day = Number(new URLSearchParams(location.search).get('day'));
    if ([-1, 1, 2].indexOf(day) < 0) day = 0;
    var date = new Date(Date.now() + day * 86400000).toISOString().slice(0, 10);
    start('GET', '/api/scores/matches?sport=' + path.slice(1) + '&date=' + date + '&limit=200');
    return;
  }
  // The edge drew the page with these answers (signed out, in this language: services/edge
  // site/first-screen): the site takes them from there, and the covers are preloaded by the page itself.
  var rendered = document.querySelector('meta[name="arena-first-screen"]');
  if (rendered && rendered.getAttribute('content') === lang && !token) return;
  if (path === '/live') {
    // The room (useRoomInfo, roomInfoQuery): the player starts as soon as it is known.
    var room = Number(new URLSearchParams(location.search).get('id'));
    if (Number.isInteger(room) && room > 0)
      start('POST', '/api/Live_streaming/getRoomInfo', '{"room_id":' + room + '}');
    return;
  }
  if (path !== '/main') return;
  // The covers the home page draws first with a high priority (HomeLiveRows' FIRST_SCREEN_COVERS).
  var FIRST_COVERS = 4;
  start('POST', '/api/Live_streaming/getIndexLiveList', '{"limit":8}')
    .then(function (envelope) {
      var rooms = envelope && envelope.code === 0 && Array.isArray(envelope.data) ? envelope.data : [];
      rooms.slice(0, FIRST_COVERS).forEach(function (room) {
        if (room && typeof room.cover === 'string' && room.cover) preload('preload', room.cover, 'image');
      });
    })
    .catch(function () {});
  start('GET', '/api/Live/getBucketRoomList?limit=4');
  start('POST', '/api/universal/getHot', '{}');
})();
