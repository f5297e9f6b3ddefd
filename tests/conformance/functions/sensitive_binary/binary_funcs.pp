$b = Binary("aGVsbG8=")
notice(length($b))
notice(empty($b))
notice($b)
