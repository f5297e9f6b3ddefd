if 'abc' =~ /b/ { notice("[$0]") ; if 'xyz' =~ /(y)/ { notice($1) } ; notice($0) }
