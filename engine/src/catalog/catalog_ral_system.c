/* catalog_ral_system.c: the to_ral checks of the types that set the system's state:
 * camptocamp-systemd's loginctl_user (linger: enabled or disabled) and sysctl's sysctl (ensure).
 * Nothing of the running system is read.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

Value ral_system_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (ral_is_type(r, "loginctl_user") && strcmp(p->name, "linger") == 0)
        return ral_check_collection(ctx, r, "linger", p->value, "enabled disabled", NULL, RAL_PROPERTY);
    if (ral_is_type(r, "sysctl") && strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    return value_undef();
}
