notice(Timestamp('1473150899.5', '%s.%N'))
