notice(with() || { 1 })
