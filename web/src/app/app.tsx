// The site's screens arrive in step 2; this shell proves the build and the one-origin serving.
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', color: '#333333' }}>
      <h1>Bahia Models</h1>
      <p>
        The site is being built. Developers can explore the data in the <a href="/graphql">GraphQL sandbox</a>.
      </p>
    </main>
  );
}
