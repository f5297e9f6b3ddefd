notice({a=>1}[])
