notice({a=>1}.each |$x| { $x })
