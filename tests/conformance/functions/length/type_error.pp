length(1)
