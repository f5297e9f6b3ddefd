notice(Float('1e-400'))
