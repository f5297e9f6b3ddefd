notice(Timestamp(0) + Timestamp(1))
