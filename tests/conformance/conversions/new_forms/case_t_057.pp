notice(Timestamp('Jan 5 2020', '%b %d %Y'))
