notice(Hash([1,2,3]))
