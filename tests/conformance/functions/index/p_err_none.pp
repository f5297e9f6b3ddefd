notice(index([1]))
