notice('f' =~ /\h/)
notice('g' =~ /\h/)
notice(' ' =~ /\h/)
