notice({a=>1}.step(1))
