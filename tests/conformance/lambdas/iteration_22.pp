notice({a=>1}.each |$k,$v| { })
