notice(Float('1_000.5'))
