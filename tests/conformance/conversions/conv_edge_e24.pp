notice(Float('1_0.5'))
