include([1])
