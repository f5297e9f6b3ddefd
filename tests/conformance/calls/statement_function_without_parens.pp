notice 'no parens'
notice 'a', 'b'
