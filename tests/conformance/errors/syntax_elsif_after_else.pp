if true { 1 } else { 2 } elsif false { 3 }
