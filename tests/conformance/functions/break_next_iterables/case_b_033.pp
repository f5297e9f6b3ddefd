notice({a=>1}.map |$x| { $x })
