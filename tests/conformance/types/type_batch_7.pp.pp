notice(type(1, detailed))
notice(type(1, bogus))
