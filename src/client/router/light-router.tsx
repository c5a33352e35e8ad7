/**
 * The router the production client runs on: the part of React Router's API this app uses, on the
 * build's own manifest and route modules, in about a tenth of the framework runtime's weight
 * (decision 0047). The build aliases "react-router" to this module for the browser (vite.config.ts);
 * the pre-rendering, the development server and the component tests keep React Router itself, which
 * renders the same pages.
 *
 * What it does as React Router does: matching (./match-routes.ts), the route modules loaded before a
 * page changes (the old page stays until they are in), the history's state ({ usr, key, idx }, so a
 * reload keeps a page's state), blockers (a link, a navigation or the browser's Back asks first),
 * scroll restored on Back (kept across a reload, a reloaded page itself opening at its top), the root's Layout, HydrateFallback and
 * ErrorBoundary, and each route's `meta` and `links`. Not here, because no page uses them: loaders and
 * actions, forms, fetchers, relative links, lazy route discovery.
 */
import {
  Component,
  createContext,
  createElement,
  forwardRef,
  Fragment,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from "react";
import { matchRoutes, routeBranches, type ManifestRoute, type Params, type RouteMatch } from "./match-routes";

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | Partial<Pick<Location, "pathname" | "search" | "hash">>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

type HistoryAction = "POP" | "PUSH" | "REPLACE";

type MetaDescriptor = Record<string, unknown>;
type LinkDescriptor = Record<string, string | undefined>;

export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  data: undefined;
  loaderData: undefined;
  handle: unknown;
}

interface RouteModule {
  default?: ComponentType;
  Layout?: ComponentType<{ children: ReactNode }>;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  meta?: (args: { params: Params; location: Location; matches: UIMatch[]; data: undefined; error: unknown }) => unknown;
  links?: () => LinkDescriptor[];
  handle?: unknown;
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute | undefined>;
  url: string;
  version: string;
}

declare global {
  interface Window {
    __reactRouterManifest?: Manifest;
    __reactRouterRouteModules?: Record<string, RouteModule | undefined>;
  }
}

interface RouterState {
  location: Location;
  action: HistoryAction;
  matches: RouteMatch[];
  /** False until the first page's route modules are in (an app-shell page shows the root's HydrateFallback). */
  ready: boolean;
}

/** What the browser's history entry holds, as React Router writes it. */
interface HistoryEntry {
  usr: unknown;
  key: string;
  idx: number;
}

interface Blocked {
  /** The blocker that asked (useBlocker's id). */
  by: number;
  proceed: () => void;
  reset: () => void;
  location: Location;
}

type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

const SCROLL_KEY = "react-router-scroll-positions";

const newKey = () => Math.random().toString(36).slice(2, 10);

function historyEntry(): HistoryEntry | null {
  const entry: unknown = window.history.state;
  if (!entry || typeof entry !== "object" || !("idx" in entry) || !("key" in entry)) return null;
  return entry as HistoryEntry;
}

function currentLocation(): Location {
  const entry = historyEntry();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
}

function parsePath(path: string): Pick<Location, "pathname" | "search" | "hash"> {
  const url = new URL(path, "http://x");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Location>): string {
  return (
    pathname +
    (search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "") +
    (hash && hash !== "#" ? hash : "")
  );
}

/** `to` against the current location: a path, or only a query or a hash, which keep the page. */
function resolve(to: To, from: Location): Pick<Location, "pathname" | "search" | "hash"> {
  if (typeof to !== "string") {
    return { pathname: to.pathname ?? from.pathname, search: to.search ?? "", hash: to.hash ?? "" };
  }
  if (to.startsWith("?")) return { ...parsePath(from.pathname + to), pathname: from.pathname };
  if (to.startsWith("#")) return { pathname: from.pathname, search: from.search, hash: to };
  return parsePath(to.startsWith("/") ? to : `${from.pathname.replace(/[^/]*$/, "")}${to}`);
}

/** The router of this page: its state, the listeners of it, the route modules, the blockers. */
class Router {
  readonly manifest: Manifest;
  readonly modules: Record<string, RouteModule | undefined>;
  private readonly branches: ReturnType<typeof routeBranches>;
  private readonly listeners = new Set<() => void>();
  private readonly blockers = new Map<number, BlockerFunction>();
  state: RouterState;
  blocked: Blocked | null = null;
  private index: number;
  private navigation = 0;
  /** Back or Forward moves the router made itself (the browser runs them in order): undoing a blocked one… */
  private undoing = 0;
  /** …and going on with it once the question is answered. */
  private applying = 0;
  private started = false;
  scrollPositions: Record<string, number> = {};

  constructor(manifest: Manifest, modules: Record<string, RouteModule | undefined>) {
    this.manifest = manifest;
    this.modules = modules;
    this.branches = routeBranches(manifest.routes);
    let entry = historyEntry();
    if (!entry) {
      entry = { usr: null, key: newKey(), idx: 0 };
      window.history.replaceState(entry, "");
    }
    this.index = entry.idx;
    const location = currentLocation();
    const matches = this.match(location.pathname);
    this.state = { location, action: "POP", matches, ready: this.loaded(matches) };
    try {
      this.scrollPositions = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? "{}") as Record<string, number>;
    } catch {
      this.scrollPositions = {};
    }
  }

  private match(pathname: string): RouteMatch[] {
    return matchRoutes(this.branches, pathname);
  }

  private loaded(matches: readonly RouteMatch[]): boolean {
    return matches.every((match) => this.modules[match.id] !== undefined);
  }

  /** Loads the route modules of `matches` that are not in yet, and their styles. */
  private async load(matches: readonly RouteMatch[]): Promise<void> {
    await Promise.all(
      matches.map(async ({ id, route }) => {
        for (const href of route.css ?? []) {
          if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue;
          const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
          document.head.append(link);
        }
        if (this.modules[id]) return;
        this.modules[id] = (await import(/* @vite-ignore */ route.module)) as RouteModule;
      }),
    );
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private publish(next: Partial<RouterState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private setBlocked(blocked: Blocked | null) {
    this.blocked = blocked;
    for (const listener of this.listeners) listener();
  }

  /** The first page's route modules, once the page is hydrated (the pre-rendered HTML is the fallback's). */
  async start() {
    if (this.started) return;
    this.started = true;
    window.addEventListener("popstate", this.onPopState);
    window.addEventListener("pagehide", this.savePositions);
    if (this.state.ready) return;
    try {
      await this.load(this.state.matches);
    } catch {
      window.location.reload();
      return;
    }
    this.publish({ ready: true });
  }

  register(id: number, blocker: BlockerFunction | null) {
    if (blocker) this.blockers.set(id, blocker);
    else this.blockers.delete(id);
  }

  /**
   * A blocker whose component is gone: its question goes with it, as React Router deletes a blocker's
   * state, so that a page that left while asking (its player signed out, say) blocks nothing after it.
   */
  unregister(id: number) {
    this.blockers.delete(id);
    if (this.blocked?.by === id) this.setBlocked(null);
  }

  /** The id of the blocker that stops a move to `next`, if one does. */
  private blocks(next: Location, historyAction: HistoryAction): number | undefined {
    if (this.blocked) return this.blocked.by;
    for (const [id, blocker] of this.blockers) {
      if (blocker({ currentLocation: this.state.location, nextLocation: next, historyAction })) return id;
    }
    return undefined;
  }

  navigate: NavigateFunction = (to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === "number") {
      window.history.go(to);
      return;
    }
    const path = resolve(to, this.state.location);
    const replace = options.replace ?? false;
    const next: Location = { ...path, state: options.state ?? null, key: newKey() };
    const action: HistoryAction = replace ? "REPLACE" : "PUSH";
    const by = this.blocks(next, action);
    if (by !== undefined) {
      this.setBlocked({
        by,
        location: next,
        proceed: () => {
          this.setBlocked(null);
          void this.go(next, action);
        },
        reset: () => this.setBlocked(null),
      });
      return;
    }
    void this.go(next, action);
  };

  /** Loads the page at `next`, then shows it (a later navigation overtakes this one). */
  private async go(next: Location, action: HistoryAction) {
    const navigation = ++this.navigation;
    const matches = this.match(next.pathname);
    try {
      await this.load(matches);
    } catch {
      // A page whose code cannot load (a new release's files, or a file the browser is kept from): the page
      // showing is loaded again from the server, as React Router does, where a Back or Forward has already
      // moved the address. Not the next page's document: it would fail to load the same file, and reload
      // itself again and again.
      window.location.reload();
      return;
    }
    if (navigation !== this.navigation) return;
    this.scrollPositions[this.state.location.key] = window.scrollY;
    if (action === "PUSH") {
      this.index += 1;
      window.history.pushState(
        { usr: next.state, key: next.key, idx: this.index } satisfies HistoryEntry,
        "",
        createPath(next),
      );
    } else if (action === "REPLACE") {
      window.history.replaceState(
        { usr: next.state, key: next.key, idx: this.index } satisfies HistoryEntry,
        "",
        createPath(next),
      );
    }
    this.publish({ location: next, action, matches, ready: true });
  }

  private onPopState = () => {
    const entry = historyEntry();
    const next = currentLocation();
    const delta = this.index - (entry?.idx ?? this.index);
    if (this.undoing > 0) {
      this.undoing -= 1;
      return;
    }
    const by = this.applying > 0 || delta === 0 ? undefined : this.blocks(next, "POP");
    if (this.applying > 0) this.applying -= 1;
    else if (by !== undefined) {
      // Back to where the page is until the question is answered, as React Router does.
      this.undoing += 1;
      window.history.go(delta);
      this.setBlocked({
        by,
        location: next,
        proceed: () => {
          this.setBlocked(null);
          this.applying += 1;
          window.history.go(-delta);
        },
        reset: () => this.setBlocked(null),
      });
      return;
    }
    this.index = entry?.idx ?? this.index;
    void this.go(next, "POP");
  };

  private savePositions = () => {
    this.scrollPositions[this.state.location.key] = window.scrollY;
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(this.scrollPositions));
    } catch {
      // A full or forbidden storage: positions are kept for this page's life only.
    }
  };
}

function uiMatchesOf(matches: readonly RouteMatch[], modules: Router["modules"]): UIMatch[] {
  return matches.map(({ id, pathname, params }) => ({
    id,
    pathname,
    params,
    data: undefined,
    loaderData: undefined,
    handle: modules[id]?.handle,
  }));
}

let router: Router | undefined;

function theRouter(): Router {
  if (router) return router;
  const manifest = window.__reactRouterManifest;
  if (!manifest) throw new Error("The page has no route manifest.");
  router = new Router(manifest, (window.__reactRouterRouteModules ??= {}));
  return router;
}

/** The router's state for a component: it renders again when the page changes. */
function useRouterState(): RouterState {
  const r = theRouter();
  return useSyncExternalStore(r.subscribe, () => r.state);
}

/** What React Router's framework gives its components: the build's manifest and the loaded route modules. */
export const UNSAFE_FrameworkContext = createContext<{ manifest: Manifest } | undefined>(undefined);

/** How deep in the chain of matches a component renders: its route's place. */
const DepthContext = createContext(0);
const ErrorContext = createContext<unknown>(undefined);

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigate(): NavigateFunction {
  return theRouter().navigate;
}

export function useParams(): Params {
  return useRouterState().matches.at(-1)?.params ?? {};
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export function useMatches(): UIMatch[] {
  const { matches } = useRouterState();
  return useMemo(() => uiMatchesOf(matches, theRouter().modules), [matches]);
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

/** An error response as React Router's loaders throw them; none does here, so only its shape is checked. */
export function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string; data: unknown } {
  return (
    error !== null &&
    typeof error === "object" &&
    typeof (error as { status?: unknown }).status === "number" &&
    typeof (error as { statusText?: unknown }).statusText === "string" &&
    "data" in error &&
    typeof (error as { internal?: unknown }).internal === "boolean"
  );
}

let blockerIds = 0;

export function useBlocker(shouldBlock: boolean | BlockerFunction): {
  state: "unblocked" | "blocked";
  location?: Location;
  proceed?: () => void;
  reset?: () => void;
} {
  const r = theRouter();
  const [id] = useState(() => ++blockerIds);
  useEffect(() => {
    r.register(id, typeof shouldBlock === "function" ? shouldBlock : () => shouldBlock);
    return () => r.register(id, null);
  }, [r, id, shouldBlock]);
  useEffect(() => () => r.unregister(id), [r, id]);
  const blocked = useSyncExternalStore(r.subscribe, () => r.blocked);
  if (!blocked) return { state: "unblocked" };
  return { state: "blocked", location: blocked.location, proceed: blocked.proceed, reset: blocked.reset };
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }): null {
  const navigate = useNavigate();
  const path = typeof to === "string" ? to : createPath(to);
  useEffect(() => {
    navigate(path, { replace, state });
  }, [navigate, path, replace, state]);
  return null;
}

function isModified(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, onClick, target, children, ...rest },
  ref,
) {
  const location = useLocation();
  const external = typeof to === "string" && EXTERNAL.test(to);
  const href = external ? to : createPath(resolve(to, location));
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument) return;
    if (event.button !== 0 || (target && target !== "_self") || isModified(event)) return;
    event.preventDefault();
    // A link to the page that is showing replaces it rather than adding it to the history again.
    navigate(href, { replace: replace ?? href === createPath(location), state });
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={handleClick}
      data-discover={external ? undefined : "true"}
    >
      {children}
    </a>
  );
});

export function Outlet(): ReactNode {
  const depth = useContext(DepthContext);
  return <RouteAt depth={depth} />;
}

/** The page of the match at `depth`, with the routes below it rendered by its Outlet. */
function RouteAt({ depth }: { depth: number }): ReactNode {
  const { matches } = useRouterState();
  const match = matches[depth];
  const Page = match ? theRouter().modules[match.id]?.default : undefined;
  if (!Page) return null;
  return (
    <DepthContext.Provider value={depth + 1}>
      <Page />
    </DepthContext.Provider>
  );
}

interface BoundaryProps {
  location: Location;
  fallback: ComponentType;
  children: ReactNode;
}

/** The root's ErrorBoundary in place of a page that threw while rendering, until the page changes. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{createElement(this.props.fallback)}</ErrorContext.Provider>;
  }
}

/** The whole document: the root's Layout around its page, its fallback or its error screen. */
export function RouterRoot(): ReactNode {
  const r = theRouter();
  const state = useRouterState();
  const framework = useMemo(() => ({ manifest: r.manifest }), [r]);
  useEffect(() => {
    void r.start();
  }, [r]);
  const root = r.modules.root;
  const Layout = root?.Layout ?? Fragment;
  const Fallback = root?.HydrateFallback;
  const page = !state.ready && Fallback ? <Fallback /> : <RouteAt depth={0} />;
  return (
    <UNSAFE_FrameworkContext.Provider value={framework}>
      <Layout>
        {root?.ErrorBoundary ? (
          <RouteErrorBoundary location={state.location} fallback={root.ErrorBoundary}>
            {page}
          </RouteErrorBoundary>
        ) : (
          page
        )}
      </Layout>
      <ScrollTo />
    </UNSAFE_FrameworkContext.Provider>
  );
}

/** Each page opens at its top, at its hash's element, or where it was left when Back returns to it. */
function ScrollTo(): null {
  const { location, action, ready } = useRouterState();
  const r = theRouter();
  // The page the document opened on (a visit or a reload) opens at its top, as React Router's does: a position
  // restored before its sections have loaded would be carried down the page as they arrive.
  const first = useRef(true);
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = "auto";
    };
  }, []);
  useLayoutEffect(() => {
    if (!ready) return;
    const opening = first.current;
    first.current = false;
    const saved = r.scrollPositions[location.key];
    if (action === "POP" && !opening && typeof saved === "number") {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      let element: HTMLElement | null = null;
      try {
        element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // A hash that does not decode ("#%E0") names no element: the page opens as without one.
      }
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    if (action !== "POP") window.scrollTo(0, 0);
  }, [r, location, action, ready]);
  return null;
}

/** The page's scripts are the pre-rendered document's; the app adds none. */
export function Scripts(): null {
  return null;
}

/** Scrolling is the router's own (RouterRoot); kept for the root's Layout, which renders it. */
export function ScrollRestoration(): null {
  return null;
}

function metaElement(descriptor: MetaDescriptor): ReactNode {
  if ("tagName" in descriptor) {
    const { tagName, ...rest } = descriptor;
    return tagName === "meta" || tagName === "link"
      ? createElement(tagName, { key: JSON.stringify(rest), ...rest })
      : null;
  }
  if ("title" in descriptor) return <title key="title">{String(descriptor.title)}</title>;
  if ("charSet" in descriptor) return <meta key="charSet" charSet={String(descriptor.charSet)} />;
  if ("script:ld+json" in descriptor) {
    // Escaped as React Router escapes it, so the element is the one the pre-rendering wrote.
    const json = JSON.stringify(descriptor["script:ld+json"]).replace(
      /[&><\u2028\u2029]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    return (
      <script key={`script:ld+json:${json}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    );
  }
  return createElement("meta", { key: JSON.stringify(descriptor), ...descriptor });
}

/** The deepest route's `meta` (a route without one takes the one above it), as React Router renders it. */
export function Meta(): ReactNode {
  const state = useRouterState();
  const r = theRouter();
  const uiMatches = useMatches();
  let meta: unknown[] = [];
  state.matches.forEach((match) => {
    const module = r.modules[match.id];
    if (!module?.meta) return;
    const described = module.meta({
      params: match.params,
      location: state.location,
      matches: uiMatches,
      data: undefined,
      error: undefined,
    });
    meta = Array.isArray(described) ? described : [];
  });
  return (
    <>
      {meta
        .flat()
        .map((descriptor) =>
          descriptor && typeof descriptor === "object" ? metaElement(descriptor as MetaDescriptor) : null,
        )}
    </>
  );
}

/** Each matched route's styles and `links`, as React Router renders them. */
export function Links(): ReactNode {
  const { matches } = useRouterState();
  const r = theRouter();
  const seen = new Set<string>();
  const links: LinkDescriptor[] = [];
  for (const { id, route } of matches) {
    for (const link of [
      ...(route.css ?? []).map((href) => ({ rel: "stylesheet", href })),
      ...(r.modules[id]?.links?.() ?? []),
    ]) {
      const key = JSON.stringify(link);
      if (seen.has(key)) continue;
      seen.add(key);
      links.push(link);
    }
  }
  return (
    <>
      {links.map((link) => (
        <link key={JSON.stringify(link)} {...link} />
      ))}
    </>
  );
}

/** The props React Router's framework gives a route's component (the build wraps each one in this). */
export function UNSAFE_withComponentProps(Page: ComponentType<{ params: Params; matches: UIMatch[] }>) {
  return function WithComponentProps() {
    return <Page params={useParams()} matches={useMatches()} />;
  };
}

export function UNSAFE_withErrorBoundaryProps(Boundary: ComponentType<{ params: Params; error: unknown }>) {
  return function WithErrorBoundaryProps() {
    return <Boundary params={useParams()} error={useRouteError()} />;
  };
}

export function UNSAFE_withHydrateFallbackProps(Fallback: ComponentType<{ params: Params }>) {
  return function WithHydrateFallbackProps() {
    return <Fallback params={useParams()} />;
  };
}
