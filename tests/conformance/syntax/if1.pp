if $facts { notice(a) } elsif 1 { notice(b) } else { notice(c) }
