notice({a=>1,b=>2,c=>3}.slice(2))
