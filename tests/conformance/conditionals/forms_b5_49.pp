unless false { notice(1) } elsif true { notice(2) }
