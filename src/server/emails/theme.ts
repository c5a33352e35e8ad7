/** The product's look, for emails: the colours of src/client/app.css and its system font stack. */
export const emailTheme = {
  brand: "#2450d8",
  brandDark: "#1d3fae",
  ink: "#1b2440",
  inkSoft: "#4a5578",
  sun: "#ffc21a",
  mint: "#0b8456",
  page: "#f7f9ff",
  card: "#ffffff",
  rule: "#dbe7ff",
  font: 'ui-rounded, "SF Pro Rounded", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;
