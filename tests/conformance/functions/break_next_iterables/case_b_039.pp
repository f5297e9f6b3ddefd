notice({a=>1,b=>2}.reverse_each.map |$x| { $x })
