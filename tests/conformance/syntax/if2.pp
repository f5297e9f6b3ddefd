if true { notice(a) } else if true { notice(b) }
