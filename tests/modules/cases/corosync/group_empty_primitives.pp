cs_group { 'g': primitives => [] }
