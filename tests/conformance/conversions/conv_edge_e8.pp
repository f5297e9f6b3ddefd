notice(Float('1e'))
