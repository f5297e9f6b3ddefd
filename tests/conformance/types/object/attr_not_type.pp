notice(Object[{attributes => {a => 1}}])
