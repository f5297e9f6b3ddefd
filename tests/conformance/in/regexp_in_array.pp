notice(/b/ in ['abc', 1])
notice(/z/ in ['abc', 1])
