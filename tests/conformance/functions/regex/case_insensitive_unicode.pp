notice('ÄBC' =~ /(?i)äbc/)
