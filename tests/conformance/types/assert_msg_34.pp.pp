notice(assert_type(Timespan[0, 10], Timespan(20)))
