const STEPS = [
  {
    title: "Create your parent account",
    text: "Sign up with your email and a password. Account holders must be 18 or over.",
  },
  {
    title: "Add your children",
    text: "Up to 5 profiles, each with a name, a level and a 4-digit PIN of their own.",
  },
  {
    title: "Children play",
    text: "They sign in with your email and their PIN, then pick a game. A sprint takes about 90 seconds.",
  },
  {
    title: "Cheer them on",
    text: "Follow their progress, set a mission with a reward, and celebrate every badge together.",
  },
] as const;

/** The four steps from sign-up to the first game, numbered. */
export function HowItWorksSteps() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step, index) => (
        <li key={step.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <span
            className="flex h-10 w-10 items-center justify-center rounded-full bg-sun-400 text-lg font-extrabold text-ink"
            aria-hidden
          >
            {index + 1}
          </span>
          <h3 className="mt-3 text-lg font-bold text-ink">{step.title}</h3>
          <p className="mt-1 text-ink-soft">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
