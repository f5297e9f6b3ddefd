$os = 1
