notice({a=>1,b=>2}.map |$p| { $p })
