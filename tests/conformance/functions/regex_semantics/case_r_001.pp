notice('a1f' =~ /\h+/)
