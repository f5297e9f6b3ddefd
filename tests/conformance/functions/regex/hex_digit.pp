notice('xyz 3F' =~ /\h\h/)
notice('g h' =~ /\h/)
notice('cafe'.match(/\h+/))
notice('zz9'.match(/\H+/))
