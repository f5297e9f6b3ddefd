notice({b=>1,a=>2}.keys.sort)
