notice(Float(''))
