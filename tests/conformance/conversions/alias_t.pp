notice(Float('1', 2))
