/* env_facts.h: the preset fact sets shipped with the engine (engine/facts/NAME.json, compiled in
 * by engine/facts/embed.cmake), served by puppet_fact_set (puppet.h). */
#ifndef PUPPET_ENV_FACTS_H
#define PUPPET_ENV_FACTS_H

typedef struct EnvFactSet {
    const char *name;          /* "debian-12" */
    const char *json;          /* the facts, a JSON object */
} EnvFactSet;

/* Every set, in name order, ended by { NULL, NULL } (the generated fact_sets.c). */
extern const EnvFactSet env_fact_sets[];

#endif
