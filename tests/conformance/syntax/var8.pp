notice($0, $1)
