notice({a=>1}.each |$x| { notice($x) })
