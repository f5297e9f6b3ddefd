cs_colocation { 'c': primitives => [] }
