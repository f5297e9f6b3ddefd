notice($facts =~ Hash)
notice($trusted =~ Hash)
notice($facts['nope'])
