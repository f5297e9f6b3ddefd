true   == true    # true
true   == ''      # false
false  == ''      # false
true   == undef   # false
false  == undef   # false

false == !''      # true
false == !!''     # false
