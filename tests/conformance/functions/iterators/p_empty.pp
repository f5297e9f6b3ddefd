notice(empty([].reverse_each))
