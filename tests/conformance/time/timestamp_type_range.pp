notice(Timestamp('2016-09-06') =~ Timestamp['2016-01-01', '2017-01-01'])
notice(Timestamp('2018-09-06') =~ Timestamp['2016-01-01', '2017-01-01'])
notice(Timestamp[0, 10](5))
