notice(String([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], '%#10a'))
notice(String([1, 2, 3], '%#10a'))
notice(String(['aaaa', 'bbbb', [1, 2], 'cccc'], '%#8a'))
