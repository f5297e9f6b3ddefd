notice(['a', 1].map |String $s| { $s })
