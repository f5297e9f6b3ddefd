if true { notice(1) } elsif false { } elsif false { } else { notice(2) }
