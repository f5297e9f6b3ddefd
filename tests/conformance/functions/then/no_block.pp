then(1)
