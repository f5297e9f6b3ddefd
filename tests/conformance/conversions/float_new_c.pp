notice(Float('2.5 '))
