index([1])
