/** What an uncaught render error shows; plain markup so it works with or without the router. */
export function ErrorPage() {
  return (
    <div className="container py-5 text-center">
      <h1 className="h2 mb-3">Unexpected Application Error</h1>
      <p className="mb-4">Something went wrong while showing this page. Please try again.</p>
      <a className="btn btn-primary" href="/">
        Go to the home page
      </a>
    </div>
  );
}
