cs_order { 'o': first => 'a', second => 'b', symmetrical => 'maybe' }
