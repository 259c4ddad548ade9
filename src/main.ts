// Placeholder until the react-admin app lands: shows that the server serves the built app on every route.
const root = document.getElementById('root')!;
root.innerHTML = `
  <main style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
    <h1>Newsroom back-office</h1>
    <p>The API is running. The admin screens arrive with the app.</p>
    <p><a href="/api/docs">API documentation</a></p>
  </main>`;
