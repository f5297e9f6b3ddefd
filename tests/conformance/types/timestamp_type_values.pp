notice(Timestamp[Timestamp(0)])
notice(Timestamp[0, 1.5])
notice(Timestamp(1) =~ Timestamp[0, 1.5])
