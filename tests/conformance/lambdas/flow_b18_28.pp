notice({a=>1}.filter |$x| { $x[0] == 'a' })
