/*
 * The check-in page's service worker: the page and the files it loads are kept as they were last fetched, so a phone
 * that opened Check-in once opens it again without the network (the door's list and the scans not yet sent live in
 * the page's own storage). Everything is fetched from the network first; the kept copy answers only when that fails.
 */
const cacheName = 'checkin-v1';
const page = '/staff/checkin';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The network's answer, kept for next time; the kept one when the network cannot be reached. */
async function networkFirst(request, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // The API is the page's business (it queues scans offline); other sites and other methods pass untouched.
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/staff/api/')) return;
  if (request.mode === 'navigate') {
    if (url.pathname === page) event.respondWith(networkFirst(request, page));
    return;
  }
  event.respondWith(networkFirst(request, request));
});
