notice({a=>1}.size)
