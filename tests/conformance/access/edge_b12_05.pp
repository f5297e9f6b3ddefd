notice('héllo'[1], 'héllo'[1,2], 'héllo'.length, '日本語'[-1])
