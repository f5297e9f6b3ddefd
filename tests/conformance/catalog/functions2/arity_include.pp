include([])
