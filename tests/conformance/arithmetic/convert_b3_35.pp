notice(Float('1.5x'))
