notice(regsubst('abc', /(a)(b)(c)/, '\3\2\1'))
