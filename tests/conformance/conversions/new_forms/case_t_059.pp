notice(Timestamp('Mon, 06 Jan 2020', '%a, %d %b %Y'))
