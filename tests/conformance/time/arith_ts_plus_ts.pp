notice(Timestamp(1) + Timestamp(2))
