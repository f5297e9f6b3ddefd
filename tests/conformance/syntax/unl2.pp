unless false { notice(ok) } elsif true { notice(no) }
