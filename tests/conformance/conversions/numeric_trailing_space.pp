# FLOAT_PATTERN has no trailing blanks
notice(Numeric(' 12 '))
