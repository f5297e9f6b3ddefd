notice(Numeric([1, 2]))
