notice {or  a => 1 }
