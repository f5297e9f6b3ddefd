notice({a => 1}.map |String $k, String $v| { $k })
