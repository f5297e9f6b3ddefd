notice("line1\nline2" =~ /^line2$/)
