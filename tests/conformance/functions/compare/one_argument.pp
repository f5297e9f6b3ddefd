notice(compare(1))
