realize([])
