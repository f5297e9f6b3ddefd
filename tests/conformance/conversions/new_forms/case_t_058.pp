notice(Timestamp('January 5 2020', '%B %d %Y'))
