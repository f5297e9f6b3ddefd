notice(max([1,5,3]))
