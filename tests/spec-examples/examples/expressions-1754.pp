require('myclass')
$pi = sprintf("%.4f", 3.1415123)     # => '3.1415'
map([1,2,3]) |$x| { $x * 10 }        # => [10, 20, 30]
