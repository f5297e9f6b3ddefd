notice(Numeric(Timestamp(2)))
