notice 'statement'
notice 'a', 'b'
