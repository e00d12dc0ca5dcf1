import type { ApiErrorData } from '@domain/errors';
import { hasMessage } from '@i18n/catalogue';
import { formRefusalOf } from '@state/errors';
import type { UiText } from '@state/ui';

/**
 * What the VA form says by its button about a refused opening: the repayment group's words for the
 * code (repayment.error.<CODE>), else the shared catalogue's; null when dealt with otherwise (the
 * session, the connection notice).
 */
export function repaymentRefusalOf(error: ApiErrorData, product: string): UiText | null {
  const id = `repayment.error.${error.errors[0]?.code ?? ''}`;
  if (hasMessage(id)) return { id };
  return formRefusalOf(error, { flow: 'default', product });
}
