import { useMutation, type TypedDocumentNode } from '@apollo/client';
import { App } from 'antd';
import { serverMessage } from '@shop/web-common';
import { HIRE_UNITS } from '../../../graphql/hireFloor';

/** A mutation on one unit that refreshes the units list and says how it went. */
export function useUnitAction<Data, Vars extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Vars>,
  done: string,
) {
  const { notification } = App.useApp();
  const [mutate, { loading }] = useMutation(document, { refetchQueries: [HIRE_UNITS], awaitRefetchQueries: true });
  const run = async (variables: Vars, tag: string): Promise<void> => {
    try {
      await mutate({ variables });
      notification.success({ message: done, description: tag });
    } catch (err) {
      notification.error({ message: `Failed: ${tag}`, description: serverMessage(err) });
    }
  };
  return { run, loading };
}
