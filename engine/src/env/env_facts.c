/* env_facts.c: puppet_fact_set and puppet_fact_set_names (puppet.h) over the compiled-in preset
 * fact sets (env_facts.h). */
#include <string.h>

#include "env/env_facts.h"
#include "puppet.h"

const char *puppet_fact_set(const char *name) {
    for (const EnvFactSet *s = env_fact_sets; name && s->name; s++)
        if (strcmp(s->name, name) == 0)
            return s->json;
    return NULL;
}

const char *puppet_fact_set_name(size_t index) {
    for (size_t i = 0; env_fact_sets[i].name; i++)
        if (i == index)
            return env_fact_sets[i].name;
    return NULL;
}
