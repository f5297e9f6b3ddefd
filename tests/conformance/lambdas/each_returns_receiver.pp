notice([1,2].each |$x| { })
notice({a=>1}.each |$k| { })
