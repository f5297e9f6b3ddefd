cs_order { 'o': first => 'a', second => [true] }
