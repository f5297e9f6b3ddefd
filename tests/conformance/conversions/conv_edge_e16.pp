notice(Numeric('-0'))
