/** What ajv-errors keeps of the errors an `errorMessage` replaced. */
interface ReplacedErrors {
  errors?: { keyword: string; params?: { missingProperty?: string } }[];
}

/**
 * The top-level field an ajv error belongs to, for the form and the server alike: the first step of its path, or for
 * an object-level `required` (plain, or replaced by ajv-errors' message) the missing property. None for `if`, which
 * only repeats that its `then` failed.
 */
export function errorFieldOf(path: readonly string[], keyword: string, params: unknown): string | undefined {
  if (keyword === 'if') return undefined;
  const [first] = path.filter((step) => step !== '');
  if (first !== undefined) return first;
  if (keyword === 'required') return (params as { missingProperty?: string } | undefined)?.missingProperty;
  if (keyword !== 'errorMessage') return undefined;
  return (params as ReplacedErrors | undefined)?.errors?.find((inner) => inner.keyword === 'required')?.params
    ?.missingProperty;
}
