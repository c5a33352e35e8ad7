import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The route table of the spec, declared once. */
export default [
  index("routes/home.tsx"),
  route("game-modes", "routes/game-modes.tsx"),
  route("FAQ", "routes/faq.tsx"),
  route("best-maths-app", "routes/best-maths-app.tsx"),
  route("best-free-maths-app", "routes/best-free-maths-app.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("parent/signup", "routes/parent-signup.tsx"),
  route("parent/login", "routes/parent-login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("parent/reset-password", "routes/reset-password.tsx"),
  route("child/login", "routes/child-login.tsx"),
  route("support", "routes/support.tsx"),
  route("child/dashboard", "routes/child-dashboard.tsx"),
  layout("routes/guarded.tsx", [
    route("parent/dashboard", "routes/parent-dashboard.tsx"),
    route("parent/account", "routes/parent-account.tsx"),
    route("checkout/local", "routes/local-checkout.tsx"),
    route("play/results", "routes/play-results.tsx"),
    route("play/game/:childId", "routes/play-game.tsx"),
    route("play/missing-piece/:childId", "routes/play-missing-piece.tsx"),
    route("play/traffic-light/:childId", "routes/play-traffic-light.tsx"),
    route("play/times-table-tower/:childId", "routes/play-times-table-tower.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
