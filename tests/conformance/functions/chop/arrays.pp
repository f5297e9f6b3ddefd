notice(chop(['ab', 'cd', 1.5]))
notice(chop(10))
