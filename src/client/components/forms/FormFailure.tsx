/** The failure line in red under a form: what went wrong, in a sentence. */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <p className="text-danger small mt-3 mb-0" role="alert">
      {message}
    </p>
  );
}
