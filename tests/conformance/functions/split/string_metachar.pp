notice(split('a|b|c', '\|'))
notice(split('a|b', '|'))
notice(split('a1b2c3', '\d'))
