cs_group { 'g': primitives => 5 }
