notice(Float('1.5e400'))
