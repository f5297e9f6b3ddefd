notice(downcase(['A', ['B']]))
