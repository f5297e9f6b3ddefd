notice(join([1.0, 2.5], '+'))
