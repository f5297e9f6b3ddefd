notice(1)
if 'a' =~ /(/ { }
