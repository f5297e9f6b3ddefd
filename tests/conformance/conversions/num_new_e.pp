notice(Numeric([]))
