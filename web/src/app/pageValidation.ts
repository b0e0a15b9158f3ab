import type { LoaderFunctionArgs, Params } from 'react-router-dom';

export interface PageValidationArgs {
  params: Params;
  searchParams: URLSearchParams;
}

/**
 * A page file may export `validate(args)`: false shows the 404 page (spec §2.5 "if any matched
 * page's validation returns false"); throwing shows the error page with the error's status
 * (default 500) and message.
 */
export type PageValidate = (args: PageValidationArgs) => boolean;

/** The route loader that runs a page's `validate` before the page renders. */
export function validationLoader(validate: PageValidate) {
  return ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) => {
    const searchParams = new URL(request.url).searchParams;
    if (!validate({ params, searchParams })) {
      // The router turns a thrown Response into a route error response with its status.
      throw new Response('页面无法显示', { status: 404, statusText: 'Not Found' });
    }
    return null;
  };
}
