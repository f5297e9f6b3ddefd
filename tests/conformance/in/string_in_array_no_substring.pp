notice('a' in ['abc'])
