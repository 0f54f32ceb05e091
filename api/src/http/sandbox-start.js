/* global React, ReactDOM, GraphiQL */
// Runs in the browser: starts GraphiQL against this origin's /graphql.
const defaultQuery = `# Welcome to the agency's GraphQL API.
# Open the docs (book icon, top left) to browse the schema.
query FirstModels {
  models(category: FASHION, gender: WOMAN, first: 5) {
    totalCount
    letters
    nodes { id name age measures(locale: EN) { label value } }
    pageInfo { endCursor hasNextPage }
  }
}
`;
const fetcher = GraphiQL.createFetcher({
  url: new URL('/graphql', window.location.href).toString(),
  headers: { 'apollo-require-preflight': 'true' },
});
ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, { fetcher, defaultQuery, defaultEditorToolsVisibility: true }),
);
