[1,2,3].map |$x| { $x * 10 }                                    # => [10, 20, 30]
[1,2,3].reduce(10) |$memo, $x| { $memo + $x }                   # => 16
'myclass'.require                                               # => undef
[1,2,3].map |$x| { $x * 10 }.reduce |$memo, $x| { $memo + $x }  # => 60
