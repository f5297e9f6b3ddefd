notice({a=>1,b=>1,c=>2}.unique)
