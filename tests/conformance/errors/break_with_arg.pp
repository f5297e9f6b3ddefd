notice(break(1))
