type Navigate = (path: string) => void;

let navigator: Navigate = (path) => window.location.assign(path);

/** The router registers itself so non-React code (the HTTP client) can change route without a reload. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  navigator(path);
}
