/* catalog_cycle.c: the dependency-cycle check the reference's agent makes before it applies a
 * catalog (Puppet::Graph::RelationshipGraph#populate_from, then
 * SimpleGraph#report_cycles_in_graph).
 *
 * The graph: every resource of the catalog; each container (class, define instance, stage,
 * node) is replaced by two anchors, "admissible" before its contents and "completed" after
 * them (replace_containers_with_anchors); an edge for each relationship parameter (before,
 * notify: to the target; require, subscribe: from the target), going from the completed anchor
 * of a container source to the admissible anchor of a container target. A cycle is a strongly
 * connected component of more than one vertex, or a vertex with an edge to itself (Tarjan's
 * algorithm, as find_cycles_in_graph). Automatic relationships (autorequire) are not modelled
 * (docs/catalog.md).
 * The reference prints "Found N dependency cycle(s):", a line per cycle (one path in it, with
 * its "\n" written as two characters, a bug kept), then fails the run with "Failed to apply
 * catalog: One or more resource dependency cycles detected in graph". Both lines come back as
 * one error of the engine, the second after a newline and "Error: ", so that puppet-eval prints
 * them as the reference does.
 */
#include "catalog/catalog_internal.h"

#include <stdlib.h>
#include <string.h>

#include "support/strbuf.h"

typedef struct Vertex {
    const char *name;             /* "Notify[a]", "Admissible_class[Foo]" */
    size_t *out;                  /* successor vertex numbers */
    size_t out_count, out_capacity;
    /* Tarjan */
    long index, lowlink;
    bool on_stack;
} Vertex;

typedef struct Graph {
    Ctx *ctx;
    Vertex *v;
    size_t count;
    size_t *admissible, *completed;   /* per resource index: its vertex (both the same when
                                         it is no container); SIZE_MAX when not in the graph */
} Graph;

static bool is_container(const CatResource *r) {
    return r->kind != CAT_BUILTIN || strcmp(r->type, "Stage") == 0;
}

/* Adds an edge; a duplicate is dropped later, all at once (drop_duplicate_edges): a container
 * holding N resources gets N edges, which a scan per edge made N² work. */
static void add_edge(Graph *g, size_t from, size_t to) {
    Vertex *v = &g->v[from];
    if (v->out_count == v->out_capacity) {
        size_t n = v->out_capacity ? v->out_capacity * 2 : 4;
        v->out = ctx_realloc(g->ctx, v->out, v->out_capacity * sizeof *v->out, n * sizeof *v->out);
        v->out_capacity = n;
    }
    v->out[v->out_count++] = to;
}

/* Keeps the first of equal edges of each vertex, in their order (the order Tarjan's algorithm
 * visits them, and so the cycles it reports), in one pass over the edges. */
static void drop_duplicate_edges(Graph *g) {
    size_t *seen_from = ctx_alloc(g->ctx, (g->count ? g->count : 1) * sizeof *seen_from);
    for (size_t i = 0; i < g->count; i++)
        seen_from[i] = SIZE_MAX;
    for (size_t from = 0; from < g->count; from++) {
        Vertex *v = &g->v[from];
        size_t kept = 0;
        for (size_t i = 0; i < v->out_count; i++) {
            size_t to = v->out[i];
            if (seen_from[to] == from)
                continue;
            seen_from[to] = from;
            v->out[kept++] = to;
        }
        v->out_count = kept;
    }
}

/* The vertex a reference value stands for on one side of an edge, or SIZE_MAX. */
static size_t vertex_of(Graph *g, Value v, bool as_source) {
    const char *text = catalog_value_ref_text(g->ctx, v);
    CatRef ref;
    if (!catalog_parse_ref(g->ctx, text, &ref))
        return SIZE_MAX;
    CatResource *r = catalog_find(g->ctx, ref.type, ref.title);
    if (!r)
        return SIZE_MAX;
    return as_source ? g->completed[r->index] : g->admissible[r->index];
}

/* Whether the agent's catalog lacks the resource ref names although the compiled one has it: a
 * package found by the name it stands for (the agent finds it by title or alias only), or a
 * virtual or exported resource never realized (left out of the agent's catalog). */
static bool missing_for_agent(Ctx *ctx, const CatRef *ref) {
    if (catalog_found_by_composite_key(ctx, ref->type, ref->title))
        return true;
    const CatResource *target = catalog_find(ctx, ref->type, ref->title);
    return target && target->is_virtual;
}

/* Adds the edges of one relationship parameter of r. Returns false after ctx_error when a
 * reference resolves only at compile time (RelationshipMetaparam#validate_relationship). */
static bool add_relationships(Graph *g, const CatResource *r, const char *param, bool outgoing) {
    const CatParam *p = catalog_param((CatResource *)r, param);
    if (!p)
        return true;
    Value single[1] = { p->value };
    const Value *items = p->value.kind == VAL_ARRAY ? p->value.as.array->items : single;
    size_t n = p->value.kind == VAL_ARRAY ? p->value.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        if (items[i].kind == VAL_UNDEF)
            continue;
        CatRef ref;
        const char *text = catalog_value_ref_text(g->ctx, items[i]);
        if (catalog_parse_ref(g->ctx, text, &ref) && missing_for_agent(g->ctx, &ref)) {
            SrcSpan at = span_none();
            at.line = r->line;
            ctx_error(g->ctx, at, "Could not find %s %s for %s", outgoing ? "dependent" : "dependency", text,
                      catalog_ref_text(g->ctx, r->type, r->title));
            g->ctx->unwind.error_kind = PUPPET_ERROR_NONE;
            return false;
        }
        if (outgoing) {
            size_t to = vertex_of(g, items[i], false);
            if (to != SIZE_MAX)
                add_edge(g, g->completed[r->index], to);
        } else {
            size_t from = vertex_of(g, items[i], true);
            if (from != SIZE_MAX)
                add_edge(g, from, g->admissible[r->index]);
        }
    }
    return true;
}

static size_t new_vertex(Graph *g, const char *name) {
    g->v[g->count] = (Vertex){ name, NULL, 0, 0, -1, 0, false };
    return g->count++;
}

/* Tarjan's algorithm, iterative so that long chains cannot exhaust the C stack. */
typedef struct Component {
    size_t *members;
    size_t count;
} Component;

static size_t find_cycles(Graph *g, Component **out) {
    Ctx *ctx = g->ctx;
    size_t *stack = ctx_alloc(ctx, (g->count ? g->count : 1) * sizeof *stack);
    size_t sp = 0;
    size_t *call_v = ctx_alloc(ctx, (g->count ? g->count : 1) * sizeof *call_v);
    size_t *call_i = ctx_alloc(ctx, (g->count ? g->count : 1) * sizeof *call_i);
    long index = 0;
    Component *cycles = NULL;
    size_t cycle_count = 0, cycle_capacity = 0;
    for (size_t root = 0; root < g->count; root++) {
        if (g->v[root].index >= 0)
            continue;
        size_t depth = 0;
        call_v[depth] = root;
        call_i[depth] = 0;
        g->v[root].index = g->v[root].lowlink = index++;
        stack[sp++] = root;
        g->v[root].on_stack = true;
        while (true) {
            size_t u = call_v[depth];
            Vertex *vu = &g->v[u];
            if (call_i[depth] < vu->out_count) {
                size_t w = vu->out[call_i[depth]++];
                if (g->v[w].index < 0) {
                    g->v[w].index = g->v[w].lowlink = index++;
                    stack[sp++] = w;
                    g->v[w].on_stack = true;
                    depth++;
                    call_v[depth] = w;
                    call_i[depth] = 0;
                } else if (g->v[w].on_stack && g->v[w].index < vu->lowlink) {
                    vu->lowlink = g->v[w].index;
                }
                continue;
            }
            if (vu->lowlink == vu->index) {
                Component c = { NULL, 0 };
                size_t start = sp;
                do {
                    start--;
                } while (stack[start] != u);
                c.count = sp - start;
                c.members = ctx_alloc(ctx, c.count * sizeof *c.members);
                for (size_t k = 0; k < c.count; k++) {
                    c.members[k] = stack[start + k];
                    g->v[stack[start + k]].on_stack = false;
                }
                sp = start;
                bool self_loop = false;
                if (c.count == 1)
                    for (size_t k = 0; k < vu->out_count; k++)
                        self_loop |= vu->out[k] == u;
                if (c.count > 1 || self_loop) {
                    if (cycle_count == cycle_capacity) {
                        size_t n = cycle_capacity ? cycle_capacity * 2 : 4;
                        cycles = ctx_realloc(ctx, cycles, cycle_capacity * sizeof *cycles, n * sizeof *cycles);
                        cycle_capacity = n;
                    }
                    cycles[cycle_count++] = c;
                }
            }
            if (depth == 0)
                break;
            depth--;
            Vertex *parent = &g->v[call_v[depth]];
            if (vu->lowlink < parent->lowlink)
                parent->lowlink = vu->lowlink;
        }
    }
    *out = cycles;
    return cycle_count;
}

/* Component#sort then paths_in_cycle(cycle, 1): the first path around the cycle found by a
 * breadth-first walk from its first vertex. */
static const char *cycle_path(Graph *g, Component *c) {
    Ctx *ctx = g->ctx;
    /* sort the members by name */
    for (size_t i = 1; i < c->count; i++)
        for (size_t k = i; k > 0 && strcmp(g->v[c->members[k - 1]].name, g->v[c->members[k]].name) > 0; k--) {
            size_t t = c->members[k];
            c->members[k] = c->members[k - 1];
            c->members[k - 1] = t;
        }
    bool *in_cycle = ctx_calloc(ctx, g->count, sizeof *in_cycle);
    for (size_t i = 0; i < c->count; i++)
        in_cycle[c->members[i]] = true;
    /* BFS over paths, bounded: the first that comes back to a vertex on it wins */
    size_t first = c->members[0];
    size_t *parent = ctx_alloc(ctx, g->count * sizeof *parent);
    bool *seen = ctx_calloc(ctx, g->count, sizeof *seen);
    size_t *queue = ctx_alloc(ctx, g->count * sizeof *queue);
    size_t head = 0, tail = 0;
    queue[tail++] = first;
    seen[first] = true;
    parent[first] = SIZE_MAX;
    size_t last = SIZE_MAX;
    while (head < tail && last == SIZE_MAX) {
        size_t u = queue[head++];
        for (size_t k = 0; k < g->v[u].out_count; k++) {
            size_t w = g->v[u].out[k];
            if (!in_cycle[w])
                continue;
            if (w == first) {
                last = u;
                break;
            }
            if (!seen[w]) {
                seen[w] = true;
                parent[w] = u;
                queue[tail++] = w;
            }
        }
    }
    size_t *path = ctx_alloc(ctx, (g->count + 1) * sizeof *path);
    size_t n = 0;
    for (size_t u = last; u != SIZE_MAX; u = parent[u])
        path[n++] = u;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_char(&sb, '(');
    for (size_t i = n; i > 0; i--) {
        strbuf_append_cstr(&sb, g->v[path[i - 1]].name);
        strbuf_append_cstr(&sb, " => ");
    }
    strbuf_append_cstr(&sb, g->v[first].name);
    strbuf_append_char(&sb, ')');
    return strbuf_finish(&sb)->bytes;
}

Value catalog_check_cycles(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    Graph g = { ctx, NULL, 0, NULL, NULL };
    size_t n = cat->resource_count;
    g.v = ctx_alloc(ctx, (2 * n + 1) * sizeof *g.v);
    g.admissible = ctx_alloc(ctx, (n ? n : 1) * sizeof *g.admissible);
    g.completed = ctx_alloc(ctx, (n ? n : 1) * sizeof *g.completed);
    for (size_t i = 0; i < n; i++) {
        const CatResource *r = cat->resources[i];
        g.admissible[i] = g.completed[i] = SIZE_MAX;
        if (r->is_virtual)
            continue;
        const char *ref = catalog_ref_text(ctx, r->type, r->title);
        if (is_container(r)) {
            const char *kind = catalog_downcase(ctx, r->type);
            g.admissible[i] = new_vertex(&g, ctx_sprintf(ctx, "Admissible_%s[%s]", kind, r->title));
            g.completed[i] = new_vertex(&g, ctx_sprintf(ctx, "Completed_%s[%s]", kind, r->title));
        } else {
            g.admissible[i] = g.completed[i] = new_vertex(&g, ref);
        }
    }
    /* containment, through the anchors */
    bool *has_contents = ctx_calloc(ctx, n ? n : 1, sizeof *has_contents);
    for (size_t i = 0; i < cat->edge_count; i++) {
        const CatEdge *e = &cat->edges[i];
        size_t s = e->source->index, t = e->target->index;
        if (g.admissible[s] == SIZE_MAX || g.admissible[t] == SIZE_MAX)
            continue;
        has_contents[s] = true;
        add_edge(&g, g.admissible[s], g.admissible[t]);
        add_edge(&g, g.completed[t], g.completed[s]);
    }
    for (size_t i = 0; i < n; i++)
        if (g.admissible[i] != SIZE_MAX && is_container(cat->resources[i]) && !has_contents[i])
            add_edge(&g, g.admissible[i], g.completed[i]);
    /* relationships */
    for (size_t i = 0; i < n; i++) {
        const CatResource *r = cat->resources[i];
        if (g.admissible[i] == SIZE_MAX)
            continue;
        if (!add_relationships(&g, r, "before", true) || !add_relationships(&g, r, "notify", true) ||
            !add_relationships(&g, r, "require", false) || !add_relationships(&g, r, "subscribe", false))
            return value_abrupt();
    }
    drop_duplicate_edges(&g);
    Component *cycles;
    size_t count = find_cycles(&g, &cycles);
    if (!count)
        return value_undef();
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_printf(&sb, "Found %zu dependency cycle%s:\n", count, count == 1 ? "" : "s");
    for (size_t i = 0; i < count; i++) {
        strbuf_append_cstr(&sb, cycle_path(&g, &cycles[i]));
        strbuf_append_cstr(&sb, "\\n");
    }
    strbuf_append_cstr(&sb, "Try the '--graph' option and opening the resulting '.dot' file in OmniGraffle or GraphViz\n");
    strbuf_append_cstr(&sb, "Error: Failed to apply catalog: One or more resource dependency cycles detected in graph");
    ctx_error(ctx, span_none(), "%s", strbuf_finish(&sb)->bytes);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}
