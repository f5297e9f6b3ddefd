notice(Timespan[1, 2] < Timespan)
notice(Timespan[1, 2] < Timespan[0, 3])
notice(Timestamp[1] < Timestamp)
notice(Timespan < Scalar)
