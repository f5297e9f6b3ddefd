notice(capitalize(['abc', 'DEF', 1]))
notice(capitalize(7))
