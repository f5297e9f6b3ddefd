notice(type([1, 'a']))
