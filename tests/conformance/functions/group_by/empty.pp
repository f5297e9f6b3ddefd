notice([].group_by |$x| { $x })
notice({}.group_by |$k, $v| { $k })
