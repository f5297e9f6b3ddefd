notice(Float('inf'))
