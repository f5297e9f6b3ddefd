notice($0)
