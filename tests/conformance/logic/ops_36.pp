notice("x" =~ /x/ =~ Boolean)
