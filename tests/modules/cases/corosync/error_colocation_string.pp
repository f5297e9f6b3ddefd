cs_colocation { 'c': primitives => 'a' }
