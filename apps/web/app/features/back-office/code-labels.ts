/** Labels of the shared code tables as the back office shows them (one definition for every list and page). */
import { labelOf } from '@nirog/shared/codes/code-table';
import { USER_TYPES, type UserTypeCode } from '@nirog/shared/codes/tables';

/** A user type's name (patient, doctor, chemist ...). */
export const userTypeLabel = (code: number) => labelOf(USER_TYPES, code as UserTypeCode);
