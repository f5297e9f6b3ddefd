unless true { } elsif false { }
