notice(strip([' a ', 1, ' b']))
notice(lstrip([' a ', 2.5]))
notice(rstrip([' a ']))
notice(strip(3))
