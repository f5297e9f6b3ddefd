if true { notice(a) } elsif { notice(b) }
