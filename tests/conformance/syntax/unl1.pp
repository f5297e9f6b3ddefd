unless 1 > 2 { notice(ok) } else { notice(no) }
