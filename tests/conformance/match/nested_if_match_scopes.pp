if "abc" =~ /(a)/ { if "xyz" =~ /(y)/ { notice($1) } notice($1) }
