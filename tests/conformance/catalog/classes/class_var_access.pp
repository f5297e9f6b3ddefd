class foo { $v = 'inside' $arr = [1, 2] }
include foo
notice($foo::v)
notice($foo::arr[1])
notice($::foo::v)
