notice($::facts =~ Hash)
