notice({a=>1}.map |$k| { $k })
