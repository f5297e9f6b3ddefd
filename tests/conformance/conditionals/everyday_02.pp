if $facts { notice(t) } else { notice(f) }
