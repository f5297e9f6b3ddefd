if /(b)(c)/ in ['x', 'abc', 'bcd'] { notice($0) }
