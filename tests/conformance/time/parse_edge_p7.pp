notice(Timespan(' 1: 2', '%_H:%_M'))
