type A = Object[{attributes => {'__ptype' => {type => String}}}]
notice(A)
