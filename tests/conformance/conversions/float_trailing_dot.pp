notice(Float('5.'))
