// The host page's own code: it logs in through the API as a host system would, hands the session
// to the element (a property, set before the element's code has loaded) and logs its events.
performance.mark('host-start');
const element = document.querySelector('fsp-documents');
const status = document.getElementById('status');
const apiBase = element.getAttribute('api-base') || '/rs';
const params = new URLSearchParams(location.search);
const username = params.get('user') || 'forskrivare@example.org';

element.addEventListener('fsp-navigate', (event) => {
  const item = document.createElement('li');
  item.textContent = `fsp-navigate ${event.detail.path}`;
  document.getElementById('events').append(item);
});

try {
  const response = await fetch(`${apiBase}/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'sv' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const { id } = await response.json();
  element.sessionId = id;
  status.textContent = 'Logged in';
} catch (error) {
  status.textContent = `Login failed: ${error.message}`;
}
