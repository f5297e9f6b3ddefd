notice($facts =~ Hash)
