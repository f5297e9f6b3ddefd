notice(type([Integer, String], 'reduced'))
notice(type([Integer[1,2], Integer[3,4]], 'reduced'))
notice(type([Integer, String], 'generalized'))
