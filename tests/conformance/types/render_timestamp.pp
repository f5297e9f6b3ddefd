notice(Timestamp[0])
notice(Timestamp[0, 100])
notice(Timestamp['2020-01-01T00:00:00 UTC'])
notice(Timestamp[default, 100])
