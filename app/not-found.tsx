
export default function NotFound() {
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl font-semibold">Not here</h1>
      <p className="text-stone-700 dark:text-zinc-300">There is nothing at this address (yet).</p>
      <p>
        <a href="/" className="underline">Back to the table</a>
      </p>
    </div>
  );
}
