notice(type([SemVer('1.0.0'), SemVer('2.0.0')], 'reduced'))
notice(type([Timespan(1), Timespan(2)], 'reduced'))
notice(type([Timestamp(1), Timestamp(2)], 'reduced'))
notice(type([Timestamp(1), Timespan(2)], 'reduced'))
