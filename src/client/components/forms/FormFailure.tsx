/** The failure line under a form (SPEC §8: "the error message in red under the form"). */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <p className="text-danger small mt-3 mb-0" role="alert">
      {message}
    </p>
  );
}
