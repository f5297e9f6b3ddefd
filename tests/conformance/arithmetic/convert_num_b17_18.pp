notice(Numeric(true))
